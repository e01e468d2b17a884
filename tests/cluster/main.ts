// `npm run test:cluster` (a step of `npm test`): the stack's cluster profile under load, one
// replica of each process killed with SIGKILL. Starts the cluster stack (two
// replicas of auth, offer, crm and notification, two gateways behind HAProxy, quorum queues
// only), checks that sessions and rate limits are shared by the gateways through Redis, then
// sends a steady load (slot reads, a signed-in Admin's profile, contact messages: each an idempotent call, GET or POST with an
// Idempotency-Key) while auth-1, offer-1, crm-1, notification-1 and gateway-1 are killed one
// after the other. The client retries a failed call once. Then, from the databases and
// MailDev: every contact message accepted is stored once, its event handled once (inbox) and
// its acknowledgement sent once. Prints a summary; exits 1 on any failure, loss or duplicate.
// Env: CLUSTER_LOAD_SECONDS (default 45), CLUSTER_RATE (requests/s, default 15).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { leaseSize } from '@courtage/gateway/http/leased-rate-limit-store';
import { PROFILES, portOf } from '@courtage/infra/stack/profiles';
import pg from 'pg';
import { benchAdminToken } from '../bench/bench-staff-token.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const GATEWAY_PORT = portOf(3000, 'cluster');
const HAPROXY = `http://127.0.0.1:${GATEWAY_PORT}`;
const GATEWAYS = [1, 2].map((replica) => `http://127.0.0.1:${GATEWAY_PORT + replica}`);
/** Replica 1 of each process and its port (infra/src/stack/profiles.ts): the processes killed. */
const VICTIMS = [
  { name: 'auth-1', port: portOf(3101, 'cluster') },
  { name: 'offer-1', port: portOf(3102, 'cluster') },
  { name: 'crm-1', port: portOf(3103, 'cluster') },
  { name: 'notification-1', port: portOf(3104, 'cluster') },
  { name: 'gateway-1', port: GATEWAY_PORT + 1 },
];
const VHOST = 'courtage_cluster';
const MAILDEV = 'http://127.0.0.1:1080';
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 45);
const RATE = Number(process.env.CLUSTER_RATE ?? 15);
/** The client gives up on one attempt after this long (the gateway's RPC timeout is 5 s). */
const CLIENT_TIMEOUT_MS = 10_000;
const RETRY_PAUSE_MS = 300;
const STACK_READY_TIMEOUT_MS = 300_000;
const SETTLE_TIMEOUT_MS = 90_000;
const READ_PATH = '/api/v1/confirm-offer/slots?days=1';

const databaseUrl = (service: string) =>
  `postgres://courtage_cluster_${service}@127.0.0.1:5432/courtage_cluster_${service}`;

function log(line: string): void {
  process.stdout.write(`[cluster] ${line}\n`);
}

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

// ---------------------------------------------------------------------------------------------
// The stack

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function startStack(): Promise<ChildProcess> {
  if (await answers(`${HAPROXY}/health`)) {
    throw new Error(
      `a cluster stack already answers at ${HAPROXY}: stop it first (this test kills its replicas)`,
    );
  }
  mkdirSync(`${ROOT}/var`, { recursive: true });
  const logPath = `${ROOT}/var/cluster-stack.log`;
  const out = openSync(logPath, 'w');
  log(`starting the cluster stack (log in var/cluster-stack.log)`);
  const stack = spawn(
    process.execPath,
    [
      'infra/src/stack.ts',
      '--profile',
      'cluster',
      '--only',
      'maildev,auth,offer,crm,notification,gateway,haproxy',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', out, out],
    },
  );
  const started = Date.now();
  while (!readFileSync(logPath, 'utf8').includes('STACK READY')) {
    if (stack.exitCode !== null || Date.now() - started > STACK_READY_TIMEOUT_MS) {
      await stopStack(stack);
      process.stderr.write(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
      throw new Error('the cluster stack did not come up');
    }
    await sleep(500);
  }
  log(`cluster stack ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return stack;
}

async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null) return;
  stack.kill('SIGTERM');
  await Promise.race([new Promise((resolve) => stack.once('exit', resolve)), sleep(40_000)]);
}

/** The pid of the process listening on 127.0.0.1:<port> (`ss` shows the caller's own processes). */
function pidListeningOn(port: number): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`no process found listening on port ${port}`);
  return Number(match[1]);
}

// ---------------------------------------------------------------------------------------------
// Before the load: quorum queues, shared sessions and rate limits

function checkQuorumQueues(): void {
  let out: string;
  try {
    out = execFileSync('rabbitmqctl', ['list_queues', '-q', '-p', VHOST, 'name', 'type', 'durable'], {
      encoding: 'utf8',
    });
  } catch (error) {
    check('durable queues are quorum queues', false, `rabbitmqctl failed: ${(error as Error).message}`);
    return;
  }
  const rows = out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length === 3 && cells[0] !== 'name');
  const durable = rows.filter((cells) => cells[2] === 'true');
  const notQuorum = durable.filter((cells) => cells[1] !== 'quorum').map((cells) => cells[0]);
  check(
    'durable queues are quorum queues',
    durable.length > 0 && notQuorum.length === 0,
    notQuorum.length === 0
      ? `${durable.length} durable queues in vhost ${VHOST}, all quorum`
      : `not quorum: ${notQuorum.join(', ')}`,
  );
}

async function checkSharedSessions(): Promise<void> {
  // Signed in through gateway-1 (password then TOTP), the token is used on gateway-2.
  const token = await benchAdminToken(GATEWAYS[0]!, databaseUrl('auth'));
  const profile = (gateway: string) =>
    fetch(`${gateway}/api/v1/admin/profile`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (res) => {
        await res.body?.cancel();
        return res.status;
      },
    );
  const onSecond = await profile(GATEWAYS[1]!);
  const logout = await fetch(`${GATEWAYS[1]}/api/v1/admin/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await logout.body?.cancel();
  const onFirstAfterLogout = await profile(GATEWAYS[0]!);
  check(
    'sessions shared by the gateways',
    onSecond === 200 && logout.ok && onFirstAfterLogout === 401,
    `signed in on gateway-1, profile on gateway-2: ${onSecond}; signed out on gateway-2 (${logout.status}), ` +
      `profile on gateway-1: ${onFirstAfterLogout} (expected 200, 2xx, 401)`,
  );
}

/** RATE_LIMIT_MAX of the cluster profile, and the lease a gateway takes from Redis at once. */
const RATE_LIMIT_MAX = Number(PROFILES.cluster.extraEnv.RATE_LIMIT_MAX);
const LEASE = leaseSize(RATE_LIMIT_MAX);

async function checkSharedRateLimit(): Promise<void> {
  const remaining: number[][] = [[], []];
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${GATEWAYS[i % 2]}${READ_PATH}`);
    await res.body?.cancel();
    remaining[i % 2]!.push(Number(res.headers.get('x-ratelimit-remaining')));
  }
  // Each gateway leases requests from one Redis counter per client IP (gateway/src/http/
  // leased-rate-limit-store.ts) and reports what that counter had before its lease: a gateway
  // counting alone would answer max - 1, max - 2...; one whose count includes the other
  // gateway's lease answers max - LEASE - 1 or less.
  const decreasing = remaining.every((values) => values.every((v, i) => i === 0 || v < values[i - 1]!));
  const seesOther = Math.min(...remaining.flat()) < RATE_LIMIT_MAX - LEASE;
  check(
    'rate limit shared by the gateways',
    remaining.flat().every(Number.isFinite) && decreasing && seesOther,
    `x-ratelimit-remaining on gateway-1: ${remaining[0]!.join(', ')}; on gateway-2: ${remaining[1]!.join(', ')} ` +
      `(limit ${RATE_LIMIT_MAX}, leases of ${LEASE} from one Redis counter)`,
  );
}

// ---------------------------------------------------------------------------------------------
// The load

/** read: offer (slots); profile: auth (a signed-in Admin's profile); contact: crm, then notification. */
type Kind = 'read' | 'profile' | 'contact';
const KINDS: Kind[] = ['read', 'profile', 'contact', 'read'];
type Outcome = {
  kind: Kind;
  ok: boolean;
  attempts: number;
  status: string;
  /** The first attempt's status when it was retried (502 from HAProxy, a network error...). */
  firstStatus?: string;
  /** Seconds into the load when the call started. */
  at: number;
  ms: number;
  email?: string;
};

async function attempt(path: string, init: RequestInit): Promise<string> {
  try {
    const res = await fetch(`${HAPROXY}${path}`, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await res.text();
    return String(res.status);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return 'timeout';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `network error (${cause?.code ?? cause?.message ?? (error as Error).message})`;
  }
}

let loadBegin = 0;
const retryable = (status: string) =>
  ['502', '503', '504', 'timeout'].includes(status) || status.startsWith('network error');

/** One idempotent call: a GET, or a POST with an Idempotency-Key kept across its retry. */
async function call(kind: Kind, index: number, runId: string, token: string): Promise<Outcome> {
  const email = kind === 'contact' ? `cluster.${runId}.${index}@example.fr` : undefined;
  const [path, init]: [string, RequestInit] =
    kind === 'read'
      ? [READ_PATH, {}]
      : kind === 'profile'
        ? ['/api/v1/admin/profile', { headers: { authorization: `Bearer ${token}` } }]
        : [
            '/api/v1/contactus',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                name: 'Test de grappe',
                email,
                postalCode: '33000',
                city: 'Bordeaux',
                message: `Message de charge ${index} (réplicas arrêtés en cours de route).`,
                consent: true,
              }),
            },
          ];
  const t0 = performance.now();
  const first = await attempt(path, init);
  let status = first;
  let attempts = 1;
  if (retryable(first)) {
    await sleep(RETRY_PAUSE_MS);
    status = await attempt(path, init);
    attempts = 2;
  }
  const ok = status.startsWith('2');
  const retried = attempts > 1 ? { firstStatus: first } : {};
  const at = (t0 - loadBegin) / 1000;
  return {
    kind,
    ok,
    attempts,
    status,
    at,
    ms: performance.now() - t0,
    ...retried,
    ...(email ? { email } : {}),
  };
}

async function runLoad(runId: string, token: string): Promise<{ outcomes: Outcome[]; kills: string[] }> {
  const pending: Promise<Outcome>[] = [];
  const kills: string[] = [];
  const total = Math.round(LOAD_SECONDS * RATE);
  // Kills spread over the middle of the run, the gateway last.
  // Pids found first (`ss` takes a while on a loaded machine), so that each kill is on time.
  const killAt = VICTIMS.map((victim, i) => ({
    ...victim,
    pid: pidListeningOn(victim.port),
    atMs: ((i + 1) * LOAD_SECONDS * 1000 * 0.7) / VICTIMS.length,
  }));
  const begin = performance.now();
  loadBegin = begin;
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const elapsed = performance.now() - begin;
    while (killAt[0] && killAt[0].atMs <= elapsed) {
      const victim = killAt.shift()!;
      const { pid } = victim;
      process.kill(pid, 'SIGKILL');
      kills.push(`${victim.name} (pid ${pid}) at ${(elapsed / 1000).toFixed(1)} s`);
      log(`SIGKILL ${victim.name} (pid ${pid}) at ${(elapsed / 1000).toFixed(1)} s`);
    }
    pending.push(call(KINDS[i % KINDS.length]!, i, runId, token));
  }
  return { outcomes: await Promise.all(pending), kills };
}

// ---------------------------------------------------------------------------------------------
// After the load: rows, events and emails, from the databases and MailDev

async function query<T extends pg.QueryResultRow>(service: string, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type Settled = {
  stored: Map<string, number>;
  handled: Map<string, number>;
  eventIds: Map<string, string[]>;
  sent: Map<string, number>;
};

async function readEffects(emails: string[], pattern: string): Promise<Settled> {
  const stored = new Map<string, number>();
  for (const row of await query<{ email: string; n: string }>(
    'crm',
    'select email, count(*)::text as n from contact_queries where email like $1 group by email',
    [pattern],
  ))
    stored.set(row.email, Number(row.n));
  // The events crm wrote for them, and how many times notification's subscription applied each.
  const events = await query<{ email: string; message_id: string }>(
    'crm',
    `select data->>'email' as email, message_id::text from outbox
      where type = 'crm.contact-query.received' and data->>'email' like $1`,
    [pattern],
  );
  const eventIds = new Map<string, string[]>();
  for (const row of events) eventIds.set(row.email, [...(eventIds.get(row.email) ?? []), row.message_id]);
  const handled = new Map<string, number>();
  const inbox = await query<{ message_id: string; n: string }>(
    'notification',
    `select message_id, count(*)::text as n from inbox
      where consumer = 'notification.contact-query-emails' and message_id = any($1) group by message_id`,
    [events.map((e) => e.message_id)],
  );
  for (const row of inbox) handled.set(row.message_id, Number(row.n));
  const sent = new Map<string, number>();
  for (const row of await query<{ recipient: string; n: string }>(
    'notification',
    `select recipient, count(*)::text as n from email_log
      where template = 'contact-acknowledgement' and status = 'sent' and recipient = any($1) group by recipient`,
    [emails],
  ))
    sent.set(row.recipient, Number(row.n));
  return { stored, handled, eventIds, sent };
}

async function waitForEffects(emails: string[], pattern: string): Promise<Settled> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const settled = await readEffects(emails, pattern);
    const done = emails.every((email) => settled.sent.has(email));
    if (done || Date.now() > deadline) return settled;
    await sleep(1000);
  }
}

/** Acknowledgements MailDev received, per recipient of this run. */
async function mailDevCounts(pattern: RegExp): Promise<Map<string, number>> {
  const res = await fetch(`${MAILDEV}/email`);
  const all = (await res.json()) as Array<{ to: Array<{ address: string }> }>;
  const counts = new Map<string, number>();
  for (const mail of all) {
    for (const { address } of mail.to ?? []) {
      if (pattern.test(address)) counts.set(address, (counts.get(address) ?? 0) + 1);
    }
  }
  return counts;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarizeLoad(outcomes: Outcome[]): void {
  for (const kind of ['read', 'profile', 'contact'] as const) {
    const mine = outcomes.filter((o) => o.kind === kind);
    const retried = mine.filter((o) => o.attempts > 1);
    const failed = mine.filter((o) => !o.ok);
    const ms = mine.map((o) => o.ms).sort((a, b) => a - b);
    log(
      `${kind.padEnd(7)} ${mine.length} calls, ${mine.length - retried.length} answered 2xx at once, ` +
        `${retried.filter((o) => o.ok).length} after one retry, ${failed.length} failed` +
        `${failed.length ? ` (${[...new Set(failed.map((o) => o.status))].join(', ')})` : ''}; ` +
        `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, ` +
        `max ${percentile(ms, 100).toFixed(0)} ms`,
    );
    if (retried.length > 0) {
      const why = new Map<string, string[]>();
      for (const o of retried) {
        const key = `${o.firstStatus} then ${o.status}`;
        why.set(key, [...(why.get(key) ?? []), `${o.at.toFixed(1)} s`]);
      }
      log(
        `        retried once: ${[...why].map(([s, at]) => `${s}, started at ${at.join(', ')}`).join('; ')}`,
      );
    }
  }
  const failed = outcomes.filter((o) => !o.ok);
  check(
    'no call fails beyond one retry of an idempotent call',
    failed.length === 0,
    `${outcomes.length} calls, ${outcomes.filter((o) => o.attempts > 1).length} retried once, ${failed.length} failed`,
  );
}

async function main(): Promise<number> {
  const runId = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  const stack = await startStack();
  const onSignal = () => {
    void stopStack(stack).then(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    checkQuorumQueues();
    await checkSharedSessions();
    await checkSharedRateLimit();

    // A second sign-in: the first session was ended by the sessions check.
    const token = await benchAdminToken(HAPROXY, databaseUrl('auth'));
    log(
      `load: ${RATE} calls/s for ${LOAD_SECONDS} s (of 4 calls: 2 slot reads, 1 Admin profile, 1 contact ` +
        `message), run ${runId}`,
    );
    const { outcomes, kills } = await runLoad(runId, token);
    check('one replica of each killed', kills.length === VICTIMS.length, kills.join('; '));
    summarizeLoad(outcomes);

    const accepted = outcomes.filter((o) => o.kind === 'contact' && o.ok).map((o) => o.email!);
    const pattern = `cluster.${runId}.%`;
    log(`waiting for the ${accepted.length} accepted contact messages to be stored, handled and emailed`);
    const settled = await waitForEffects(accepted, pattern);
    const lost = accepted.filter((email) => !settled.stored.has(email));
    const storedTwice = [...settled.stored].filter(([, n]) => n > 1).map(([email]) => email);
    check(
      'each accepted contact message stored once',
      lost.length === 0 && storedTwice.length === 0,
      `${accepted.length} accepted, ${settled.stored.size} stored, ${lost.length} lost, ${storedTwice.length} stored twice`,
    );
    const eventIds = [...settled.eventIds.values()].flat();
    const unhandled = eventIds.filter((id) => !settled.handled.has(id));
    const twice = [...settled.handled].filter(([, n]) => n > 1);
    const eventsPerMessage = [...settled.eventIds.values()].filter((ids) => ids.length > 1).length;
    check(
      'each event handled once',
      eventIds.length === settled.stored.size &&
        unhandled.length === 0 &&
        twice.length === 0 &&
        eventsPerMessage === 0,
      `${eventIds.length} crm.contact-query.received events, ${settled.handled.size} in notification's inbox, ` +
        `${unhandled.length} not handled, ${twice.length} handled twice, ${eventsPerMessage} messages with 2 events`,
    );
    const notSent = accepted.filter((email) => !settled.sent.has(email));
    const inMailDev = await mailDevCounts(new RegExp(`^cluster\\.${runId}\\.\\d+@example\\.fr$`));
    const mailedTwice = [...inMailDev].filter(([, n]) => n > 1).map(([email]) => email);
    const notReceived = accepted.filter((email) => !inMailDev.has(email));
    check(
      'each acknowledgement emailed once',
      notSent.length === 0 && mailedTwice.length === 0 && notReceived.length === 0,
      `${settled.sent.size} sent (email_log), ${inMailDev.size} recipients in MailDev, ` +
        `${notReceived.length} missing, ${mailedTwice.length} received twice`,
    );
  } finally {
    log('stopping the cluster stack');
    await stopStack(stack);
  }
  const failed = checks.filter((c) => !c.ok);
  log(
    failed.length === 0 ? `PASS: ${checks.length} checks` : `FAIL: ${failed.map((c) => c.name).join('; ')}`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`[cluster] ERROR: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
