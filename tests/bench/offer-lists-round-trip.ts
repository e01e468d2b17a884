import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { OFFER_LIST_SORT_FIELDS } from '@courtage/contracts/crm/offer-lists';
import pg from 'pg';
import { type LoadOptions, runLoad } from './run-load.ts';
import { percentile } from './stats.ts';

// The back-office scenarios, through the gateway with an Admin's token, on crm's read model
// seeded with 100,000 offers (offer-read-model-seed.ts).

/** A keep-alive GET with the bearer token; resolves with the status and the body. */
function authorizedClient(token: string, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (url: URL) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

export async function measurePaths(gatewayUrl: string, token: string, paths: string[], options: LoadOptions) {
  const client = authorizedClient(token, options.concurrency);
  let next = 0;
  const byPath = new Map<string, number[]>();
  const send = async () => {
    const path = paths[next++ % paths.length]!;
    const started = performance.now();
    const res = await client.get(new URL(path, gatewayUrl));
    if (res.status !== 200) throw new Error(`GET ${path}: status ${res.status}: ${res.body.slice(0, 300)}`);
    const latencies = byPath.get(path) ?? [];
    latencies.push(performance.now() - started);
    byPath.set(path, latencies);
  };
  try {
    for (const _ of paths) await send(); // each once first: a setup problem is one clear error
    byPath.clear();
    return await runLoad(send, options);
  } finally {
    client.close();
    printSlowestPaths(byPath);
  }
}

/** The three paths of a scenario with the highest p99 (where a missed target comes from). */
export function printSlowestPaths(byPath: Map<string, number[]>): void {
  const rows = [...byPath].map(([path, latencies]) => {
    const sorted = latencies.sort((a, b) => a - b);
    return { path, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
  });
  for (const { path, p50, p99, count } of rows.sort((a, b) => b.p99 - a.p99).slice(0, 3))
    console.log(
      `  ${path}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${count} requests, warm-up included)`,
    );
}

/**
 * A list page as brokers ask for it, in turn: the received list (newest first, 20 rows), sorted
 * by e-mail (50 rows), the submitted list by price, a state filter sorted by call-back, and a
 * second page (keyset cursor). Each answer includes the filtered total (a count over the table).
 */
export async function measureOfferListPage(gatewayUrl: string, token: string, options: LoadOptions) {
  const client = authorizedClient(token, 1);
  const first = await client.get(new URL('/api/v1/offers?limit=20', gatewayUrl));
  client.close();
  if (first.status !== 200)
    throw new Error(`GET /api/v1/offers: status ${first.status}: ${first.body.slice(0, 300)}`);
  const { nextCursor, total } = JSON.parse(first.body) as { nextCursor: string; total: number };
  if (total < 100_000) throw new Error(`the read model holds ${total} offers, not the 100,000 seeded`);
  return measurePaths(
    gatewayUrl,
    token,
    [
      '/api/v1/offers?limit=20',
      '/api/v1/offers?limit=50&sort=email&direction=asc',
      '/api/v1/offers/submitted?limit=20&sort=monthlyPrice&direction=desc',
      '/api/v1/offers?limit=20&state=signed&sort=dateSlot&direction=asc',
      `/api/v1/offers?limit=20&cursor=${nextCursor}`,
    ],
    options,
  );
}

/**
 * The received list's first page (20 rows, with the total) sorted by each sortable column of the
 * screen, both ways, in turn: a broker clicking column headers.
 */
export function measureOfferListSorts(gatewayUrl: string, token: string, options: LoadOptions) {
  const paths = OFFER_LIST_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map(
      (direction) => `/api/v1/offers?limit=20&sort=${field}&direction=${direction}`,
    ),
  );
  return measurePaths(gatewayUrl, token, paths, options);
}

/** The dashboard over `days` days ending today (Paris). */
export function measureDashboard(gatewayUrl: string, token: string, days: number, options: LoadOptions) {
  const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  const to = paris.format(new Date());
  const from = paris.format(new Date(Date.now() - (days - 1) * 86_400_000));
  return measurePaths(gatewayUrl, token, [`/api/v1/dashboards?from=${from}&to=${to}`], options);
}

/**
 * The 'Historique' of record pages, in turn: three companies (each with its contacts', quotes',
 * contracts', documents' and tasks' entries) and three contacts, looked up in the bench crm
 * database by SIREN and e-mail (scale-seed.ts's rows).
 */
export async function measureRecordHistory(
  gatewayUrl: string,
  databaseUrl: string,
  token: string,
  options: LoadOptions,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const companies = await client.query<{ id: string }>(
      `SELECT id FROM companies WHERE siren IN ('100000123', '100054321', '100150000') ORDER BY siren`,
    );
    const contacts = await client.query<{ id: string }>(
      `SELECT id FROM contacts WHERE lower(email) IN ('contact1234@example.fr', 'contact98765@example.fr', 'contact400000@example.fr')`,
    );
    if (companies.rows.length !== 3 || contacts.rows.length !== 3)
      throw new Error('the seeded companies and contacts of the history scenario are missing');
    return measurePaths(
      gatewayUrl,
      token,
      [
        ...companies.rows.map(({ id }) => `/api/v1/entreprise/history/company/${id}`),
        ...contacts.rows.map(({ id }) => `/api/v1/entreprise/history/contact/${id}`),
      ],
      options,
    );
  } finally {
    await client.end();
  }
}

/** The pid of the process listening on `port` (/proc/net/tcp, then the socket among /proc/<pid>/fd). */
function listeningPid(port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields[1] local address, fields[3] state (0A = LISTEN), fields[9] inode
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // another user's process, or gone
    }
  }
  throw new Error(`no process of this user listens on port ${port}`);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
}

export type CsvExportStats = {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The gateway's RSS every 10 s of the export: flat, or still growing at the end. */
  rssEveryTenSecondsMb: number[];
};

/**
 * `GET /api/v1/offers/export.csv` of the whole read model, read as fast as the client can, while
 * the gateway's resident memory is sampled every 20 ms: the growth (peak - before) is what the
 * streamed export costs the gateway, whatever the row count.
 */
export async function measureCsvExport(gatewayUrl: string, token: string): Promise<CsvExportStats> {
  const url = new URL('/api/v1/offers/export.csv', gatewayUrl);
  const pid = listeningPid(Number(url.port));
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const rssEveryTenSecondsMb: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    const rss = rssMb(pid);
    rssPeakMb = Math.max(rssPeakMb, rss);
    if (++ticks % 500 === 0) rssEveryTenSecondsMb.push(rss);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET ${url.pathname}: status ${res.statusCode}`));
          res.resume();
          return;
        }
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) lines++;
        });
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  return {
    rows: lines - 1,
    megabytes: bytes / 1024 / 1024,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
    rssEveryTenSecondsMb,
  };
}
