import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import pg from 'pg';
import { listenerPid } from './cpu-use.ts';
import { ACCENT_SEARCH_PATHS, CRM_SEARCH_PATHS } from './crm-search-round-trip.ts';
import { prepareAccount } from './login-round-trip.ts';
import { type LoadStats, summarize } from './stats.ts';

// The broker's day: an open loop of every kind of user at once, on the scale seed.
//
// The peak assumed (per second, before the factor): a national broker with 50 brokers and
// 3,000 comparisons a day, a third of them in the two evening hours (500 an hour: 0.14/s, taken
// as 0.15/s); each comparison loads the call-back slots once and opens two offers; one in five
// books a call-back; 600 customer sign-ins a day, 100 in the busiest hour (0.03/s); the 50
// brokers each act every 15 s at their busiest (3.3/s: list pages, sorts, searches, records with
// their history, the dashboard) and each exports a filtered list about once a day, 10 in the
// busiest hour (0.003/s); all 50 keep the live notifications socket open.
export const PEAK_PER_SECOND = {
  compare: 0.15,
  slots: 0.15,
  offerDetail: 0.3,
  book: 0.03,
  signIn: 0.03,
  brokerList: 1.3,
  brokerSort: 0.5,
  brokerSearch: 0.7,
  brokerRecord: 0.6,
  brokerDashboard: 0.2,
  brokerExport: 0.003,
} as const;
export const PEAK_FACTOR = 10;
export const LIVE_SOCKETS = 50;

type Operation = keyof typeof PEAK_PER_SECOND;
const VISITOR_OPERATIONS: Operation[] = ['compare', 'slots', 'offerDetail', 'book'];

export type BrokerDayResult = {
  seconds: number;
  byOperation: Record<string, LoadStats & { sent: number; duringExportP99Ms: number; quietP99Ms: number }>;
  /** Resident memory (MB) of each process before the load, once warm (after the first tenth of
   * the run, 30 s at most: pools, JIT, caches) and at the end. */
  memory: Record<string, { startMb: number; warmMb: number; endMb: number }>;
  sockets: { opened: number; ready: number; notifications: number; closedEarly: number };
  lateStarts: number;
};

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

const PROCESS_PORTS: Record<string, number> = { gateway: 23000, auth: 23101, offer: 23102, crm: 23103 };

function memorySnapshot(): Record<string, number> {
  const snapshot: Record<string, number> = {};
  for (const [name, port] of Object.entries(PROCESS_PORTS)) {
    const pid = listenerPid(port);
    if (pid) snapshot[name] = rssMb(pid);
  }
  return snapshot;
}

/** Runs every operation at PEAK_PER_SECOND × PEAK_FACTOR for `seconds`, open loop. */
export async function measureBrokerDay(options: {
  gatewayUrl: string;
  crmDatabaseUrl: string;
  adminToken: string;
  seconds: number;
}): Promise<BrokerDayResult> {
  const { gatewayUrl, adminToken, seconds } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const call = (method: string, path: string, body?: string, token?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = {};
      if (body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const req = request(new URL(path, gatewayUrl), { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  const expect = async (status: number, method: string, path: string, body?: string, token?: string) => {
    const res = await call(method, path, body, token);
    if (res.status !== status)
      throw new Error(`${method} ${path.slice(0, 80)}: status ${res.status}: ${res.body.slice(0, 200)}`);
    return res.body;
  };

  // What the operations pick from: records of the scale seed, offers created before the start.
  const crm = new pg.Client({ connectionString: options.crmDatabaseUrl });
  await crm.connect();
  const companies = (
    await crm.query<{ id: string }>(
      `SELECT id FROM companies WHERE siren IN (SELECT (100000000 + g * 997)::text FROM generate_series(1, 100) g)`,
    )
  ).rows.map((row) => row.id);
  await crm.end();
  if (companies.length < 50) throw new Error('the scale seed is missing (BENCH_ONLY=brokerDay seeds it)');
  let visitor = 0;
  const comparisonBody = () => {
    const sample = sampleComparisonRequest();
    visitor++;
    return JSON.stringify({
      ...sample,
      consent: false,
      credentials: {
        ...sample.credentials,
        email: `visiteur.${Date.now().toString(36)}.${visitor}@example.org`,
      },
    });
  };
  const createComparison = async () => {
    const reply = JSON.parse(
      await expect(201, 'POST', '/api/v1/confirm-offer/create-offer', comparisonBody()),
    ) as {
      offers: Array<{ id: string }>;
    };
    return reply.offers[0]!.id;
  };
  const offerIds = [await createComparison(), await createComparison(), await createComparison()];
  const login = await prepareAccount(gatewayUrl);
  const listPaths = [
    '/api/v1/offers?limit=20',
    '/api/v1/offers/submitted?limit=20',
    '/api/v1/offers?limit=20&state=confirmed',
    '/api/v1/offers?limit=50&state=signed',
  ];
  const sortPaths = ['createdDate', 'email', 'monthlyPrice', 'provider', 'dateSlot'].flatMap((field) =>
    ['asc', 'desc'].map((direction) => `/api/v1/offers?limit=20&sort=${field}&direction=${direction}`),
  );
  const searchPaths = [...CRM_SEARCH_PATHS, ...ACCENT_SEARCH_PATHS];
  const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  const dashboardPath = `/api/v1/dashboards?from=${paris.format(new Date(Date.now() - 29 * 86_400_000))}&to=${paris.format(new Date())}`;
  let n = 0;
  const pick = <T>(list: T[]) => list[n++ % list.length]!;

  const operations: Record<Operation, () => Promise<void>> = {
    compare: async () => {
      offerIds.push(await createComparison());
      if (offerIds.length > 200) offerIds.splice(0, 100);
    },
    slots: async () => {
      await expect(200, 'GET', '/api/v1/confirm-offer/slots?days=10');
    },
    offerDetail: async () => {
      await expect(200, 'GET', `/api/v1/confirm-offer/offers/${pick(offerIds)}`);
    },
    // A comparison of its own (one live booking per address), then the first open slot of a day.
    book: async () => {
      const offerId = await createComparison();
      const { days } = JSON.parse(await expect(200, 'GET', '/api/v1/confirm-offer/slots?days=20')) as {
        days: Array<{ date: string; slots: Array<{ time: string; remaining: number }> }>;
      };
      const open = days.flatMap((day) =>
        day.slots.filter((slot) => slot.remaining > 0).map((slot) => ({ date: day.date, time: slot.time })),
      );
      const slot = open[Math.floor(Math.random() * open.length)];
      if (!slot) throw new Error('no open slot left');
      await expect(
        200,
        'POST',
        '/api/v1/confirm-offer',
        JSON.stringify({ offerId, dateSlot: slot.date, timeSlot: slot.time }),
      );
    },
    signIn: async () => {
      await expect(200, 'POST', '/auth/v1/user/login', login);
    },
    brokerList: async () => {
      await expect(200, 'GET', pick(listPaths), undefined, adminToken);
    },
    brokerSort: async () => {
      await expect(200, 'GET', pick(sortPaths), undefined, adminToken);
    },
    brokerSearch: async () => {
      await expect(200, 'GET', pick(searchPaths), undefined, adminToken);
    },
    // A company's page: the record, then its history.
    brokerRecord: async () => {
      const id = pick(companies);
      await expect(200, 'GET', `/api/v1/entreprise/${id}`, undefined, adminToken);
      await expect(200, 'GET', `/api/v1/entreprise/history/company/${id}`, undefined, adminToken);
    },
    brokerDashboard: async () => {
      await expect(200, 'GET', dashboardPath, undefined, adminToken);
    },
    // The signed offers (100,000 rows at the scale seed), read to the last byte.
    brokerExport: async () => {
      await expect(200, 'GET', '/api/v1/offers/export.csv?state=signed', undefined, adminToken);
    },
  };

  // The brokers' live notifications: 50 sockets signed in with the Admin's token.
  const sockets = { opened: 0, ready: 0, notifications: 0, closedEarly: 0 };
  let stopping = false;
  const wsUrl = new URL('/ws', gatewayUrl);
  wsUrl.protocol = 'ws:';
  const live = Array.from({ length: LIVE_SOCKETS }, () => {
    const socket = new WebSocket(wsUrl);
    socket.addEventListener('open', () => {
      sockets.opened++;
      socket.send(JSON.stringify({ type: 'auth', token: adminToken }));
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string };
      if (message.type === 'ready') sockets.ready++;
      if (message.type === 'notification') sockets.notifications++;
    });
    socket.addEventListener('close', () => {
      if (!stopping) sockets.closedEarly++;
    });
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const memoryStart = memorySnapshot();
  const latencies: Record<string, number[]> = {};
  // Split by whether an export was being streamed when the operation started: where tails come from.
  const duringExport: Record<string, number[]> = {};
  const quiet: Record<string, number[]> = {};
  let exporting = 0;
  const errors: Record<string, number> = {};
  const sent: Record<string, number> = {};
  const firstErrors: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let lateStarts = 0;
  const begin = performance.now();
  const end = begin + seconds * 1000;
  let memoryWarm: Record<string, number> = {};
  const warmTimer = setTimeout(
    () => {
      memoryWarm = memorySnapshot();
    },
    Math.min(30_000, seconds * 100),
  );
  // One arrival schedule per operation, evenly spaced at its rate; each arrival runs on its own.
  await Promise.all(
    (Object.keys(operations) as Operation[]).map(async (operation) => {
      const rate = PEAK_PER_SECOND[operation] * PEAK_FACTOR;
      latencies[operation] = [];
      duringExport[operation] = [];
      quiet[operation] = [];
      errors[operation] = 0;
      sent[operation] = 0;
      // Offset by a random fraction of the interval: the operations do not all start together.
      for (let due = begin + (Math.random() * 1000) / rate; due < end; due += 1000 / rate) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else if (wait < -50) lateStarts++;
        sent[operation]!++;
        const started = performance.now();
        const bucket = exporting > 0 ? duringExport[operation]! : quiet[operation]!;
        if (operation === 'brokerExport') exporting++;
        const run = operations[operation]()
          .then(() => {
            latencies[operation]!.push(performance.now() - started);
            bucket.push(performance.now() - started);
          })
          .catch((error: unknown) => {
            errors[operation]!++;
            if (firstErrors.length < 5) firstErrors.push(`${operation}: ${(error as Error).message}`);
          })
          .finally(() => {
            if (operation === 'brokerExport') exporting--;
            inFlight.delete(run);
          });
        inFlight.add(run);
      }
    }),
  );
  await Promise.all([...inFlight]);
  clearTimeout(warmTimer);
  const elapsedMs = performance.now() - begin;
  const memoryEnd = memorySnapshot();
  stopping = true;
  for (const socket of live) socket.close();
  agent.destroy();
  for (const line of firstErrors) console.error(`  error: ${line}`);

  const byOperation: BrokerDayResult['byOperation'] = {};
  for (const operation of Object.keys(operations)) {
    byOperation[operation] = {
      ...summarize(latencies[operation]!, errors[operation]!, elapsedMs),
      sent: sent[operation]!,
      duringExportP99Ms: summarize(duringExport[operation]!, 0, elapsedMs).p99Ms,
      quietP99Ms: summarize(quiet[operation]!, 0, elapsedMs).p99Ms,
    };
  }
  const memory: BrokerDayResult['memory'] = {};
  for (const name of Object.keys(memoryStart))
    memory[name] = {
      startMb: memoryStart[name]!,
      warmMb: memoryWarm[name] ?? Number.NaN,
      endMb: memoryEnd[name] ?? Number.NaN,
    };
  return { seconds: elapsedMs / 1000, byOperation, memory, sockets, lateStarts };
}

export function isVisitorOperation(operation: string): boolean {
  return VISITOR_OPERATIONS.includes(operation as Operation);
}
