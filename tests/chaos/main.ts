// `npm run chaos` (infra/bin/chaos.sh): a fault-injection run on this machine.
// Starts the chaos profile's gateway and services (their own ports, vhost, databases, Redis db),
// runs a steady load (load.ts) while, one after the other, each service then the gateway is
// killed with SIGKILL and restarted, RabbitMQ is stopped and started (rabbitmqctl stop_app /
// start_app), Redis and PostgreSQL are restarted (under the machine-wide lock, servers.ts).
// Then checks from the databases and MailDev (verify.ts) that every accepted request left its
// rows, events and emails exactly once; prints the table; exits 1 on any loss, duplicate or
// answer other than a 2xx or the French 503.
// `--short` (npm test): crm killed and restarted, RabbitMQ stopped and started. `--faults=crm,redis`: those.
// CHAOS_RATE: requests a second (20).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PROFILES } from '@courtage/infra/stack/profiles';
import { CLIENT_TIMEOUT_MS, type Load, type RequestRecord, startLoad } from './load.ts';
import { answers2xx, chaosProcesses, PROCESS_ORDER, type ProcessName } from './processes.ts';
import {
  acquireLock,
  deleteChaosEmails,
  ensureServersRunning,
  flushRedisDb,
  type Lock,
  servers,
} from './servers.ts';
import { verify } from './verify.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const MAILDEV_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';
const RATE = Number(process.env.CHAOS_RATE ?? 20);
const SHORT = process.argv.includes('--short');
const STEADY_MS = 4_000; // load before each fault and after its recovery
const OUTAGE_MS = 3_000; // how long a killed process or a stopped server stays down
const RECOVERY_TIMEOUT_MS = 180_000;
const SETTLE_TIMEOUT_MS = 120_000; // for retried events and emails to land after the load

const log = (line: string) => process.stdout.write(`[chaos] ${line}\n`);

type Fault = {
  name: string;
  /** Needs the machine-wide lock (a shared server). */
  shared: boolean;
  gateway?: boolean;
  inject(): Promise<void>;
  repair(): Promise<void>;
};

const processes = chaosProcesses(ROOT, `${ROOT}/var/chaos`);

function killAndRestart(name: ProcessName): Fault {
  return {
    name: `SIGKILL ${name}`,
    shared: false,
    gateway: name === 'gateway',
    inject: () => processes.kill(name),
    async repair() {
      await processes.start(name);
      if (!(await processes.waitHealthy(name))) throw new Error(`${name} did not come back`);
    },
  };
}

const ALL_FAULTS: Record<string, Fault> = {
  ...Object.fromEntries(PROCESS_ORDER.map((name) => [name, killAndRestart(name)])),
  rabbitmq: {
    name: 'RabbitMQ stop_app/start_app',
    shared: true,
    inject: servers.rabbitmq.stop,
    repair: servers.rabbitmq.start,
  },
  redis: { name: 'Redis restart', shared: true, inject: servers.redis.stop, repair: servers.redis.start },
  postgres: {
    name: 'PostgreSQL restart',
    shared: true,
    inject: servers.postgres.stop,
    repair: servers.postgres.start,
  },
};

/** `--faults crm,rabbitmq` picks some (in this order); `--short` is crm and RabbitMQ; default: all. */
function selectFaults(argv: string[]): Fault[] {
  const option = argv.find((arg) => arg.startsWith('--faults='))?.slice('--faults='.length);
  const names = SHORT ? ['crm', 'rabbitmq'] : option ? option.split(',') : Object.keys(ALL_FAULTS);
  const unknown = names.filter((name) => !ALL_FAULTS[name]);
  if (unknown.length > 0)
    throw new Error(`unknown fault ${unknown.join(', ')} (known: ${Object.keys(ALL_FAULTS).join(', ')})`);
  return names.map((name) => ALL_FAULTS[name]!);
}

const FAULTS = selectFaults(process.argv.slice(2));

/** The gateway's /health says ok: redis and bus up, every service consuming its RPC queue. */
async function platformHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${processes.gatewayUrl}/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { status?: string };
    return response.ok && body.status === 'ok';
  } catch {
    return false;
  }
}

async function waitPlatformHealthy(): Promise<number> {
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await platformHealthy()) return Date.now();
    await sleep(200);
  }
  throw new Error(`the platform was not healthy again within ${RECOVERY_TIMEOUT_MS / 1000} s`);
}

async function openSlots(): Promise<{ date: string; time: string }[]> {
  // A gateway just started on a busy machine sheds load (French 503) until its event loop is on
  // time again: ask again for up to 30 s.
  let response = await fetch(`${processes.gatewayUrl}/api/v1/confirm-offer/slots?days=10`);
  for (let tries = 0; !response.ok && tries < 60; tries += 1) {
    await sleep(500);
    response = await fetch(`${processes.gatewayUrl}/api/v1/confirm-offer/slots?days=10`);
  }
  if (!response.ok) throw new Error(`GET slots answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as {
    days: { date: string; slots: { time: string; remaining: number }[] }[];
  };
  // From the second day on: today's slots close as the hours pass.
  return body.days
    .slice(1)
    .flatMap((day) =>
      day.slots.filter((slot) => slot.remaining > 0).map((slot) => ({ date: day.date, time: slot.time })),
    );
}

type PhaseTimes = { injectedAt: number; healthyAt: number };

function table(
  records: RequestRecord[],
  times: PhaseTimes[],
  lost: Set<RequestRecord>,
  duplicated: Set<RequestRecord>,
) {
  const header = ['fault', 'requests', 'accepted', 'refused', 'other', 'lost', 'duplicated', 'recovery s'];
  const rows = FAULTS.slice(0, times.length).map((fault, index) => {
    const mine = records.filter((record) => record.phase === index);
    const refused = mine.filter((record) => record.outcome === 'refused');
    const lastRefusal = Math.max(0, ...refused.map((record) => record.endedAt));
    const { injectedAt, healthyAt } = times[index]!;
    const recovery = (Math.max(healthyAt, lastRefusal) - injectedAt) / 1000; // NaN: never healthy again
    return [
      fault.name,
      mine.length,
      mine.filter((record) => record.outcome === 'accepted').length,
      refused.length,
      mine.filter((record) => record.outcome === 'bad').length,
      mine.filter((record) => lost.has(record)).length,
      mine.filter((record) => duplicated.has(record)).length,
      Number.isNaN(recovery) ? 'never' : recovery.toFixed(1),
    ].map(String);
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<number> {
  const runId = randomUUID().slice(0, 8);
  log(
    `run ${runId}: ${FAULTS.map((fault) => fault.name).join(', ')}; ${RATE} requests/s; logs in var/chaos/`,
  );
  for (const name of PROCESS_ORDER) {
    if (await answers2xx(processes.spec(name).healthUrl))
      throw new Error(`${processes.spec(name).healthUrl} already answers: another chaos run? Stop it first.`);
  }
  // Email jobs an earlier run left in the chaos profile's Redis database would delay this run's.
  await flushRedisDb(PROFILES.chaos.redisDb);
  for (const name of PROCESS_ORDER) await processes.start(name);
  for (const name of PROCESS_ORDER) {
    if (!(await processes.waitHealthy(name)))
      throw new Error(`${name} did not start (var/chaos/${name}.log)`);
  }
  await waitPlatformHealthy();
  log('chaos stack up');

  const load: Load = await startLoad({
    gatewayUrl: processes.gatewayUrl,
    rate: RATE,
    runId,
    maildevUrl: MAILDEV_URL,
    slots: await openSlots(),
  });
  const times: PhaseTimes[] = [];
  let lock: Lock | null = null;
  let unrecovered: string | null = null;
  try {
    for (const [index, fault] of FAULTS.entries()) {
      load.setPhase(index, false);
      await sleep(STEADY_MS);
      if (fault.shared && !lock) {
        // No load while waiting: the machine is shared with whoever holds the lock.
        load.pause();
        lock = await acquireLock(log);
        load.resume();
        await sleep(STEADY_MS);
      }
      log(`${fault.name}`);
      if (fault.gateway) load.setPhase(index, true);
      const injectedAt = Date.now();
      await fault.inject();
      await sleep(OUTAGE_MS);
      await fault.repair();
      if (fault.gateway) load.setPhase(index, false);
      const healthyAt = await waitPlatformHealthy().catch((error: Error) => {
        log(`  ${error.message}: the remaining faults are skipped (var/chaos/*.log)`);
        return Number.NaN;
      });
      times.push({ injectedAt, healthyAt });
      if (Number.isNaN(healthyAt)) {
        unrecovered = fault.name;
        break;
      }
      log(`  healthy again after ${((healthyAt - injectedAt) / 1000).toFixed(1)} s`);
      await sleep(STEADY_MS);
    }
  } finally {
    await load.stop();
    if (lock) {
      await ensureServersRunning(log);
      lock.release();
    }
  }

  const records = load.records;
  log(
    `${records.length} requests sent; checking the databases and MailDev (up to ${SETTLE_TIMEOUT_MS / 1000} s for retries to land)`,
  );
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let verdict = await verify(load, runId, MAILDEV_URL);
  while (verdict.lost.size > 0 && Date.now() < deadline) {
    await sleep(3_000);
    verdict = await verify(load, runId, MAILDEV_URL);
  }
  process.stdout.write(`\n${table(records, times, verdict.lost, verdict.duplicated)}\n\n`);
  log(
    `client timeout ${CLIENT_TIMEOUT_MS / 1000} s; 'refused' = the French 503 (or no gateway listening while it is dead); ` +
      "'other' = any other answer (500, 504, 4xx, no French message, no answer in time)",
  );
  const bad = records.filter((record) => record.outcome === 'bad');
  for (const record of bad.slice(0, 10))
    log(`other: ${record.kind} in '${FAULTS[record.phase]?.name}': ${record.detail}`);
  for (const [record, reason] of [...verdict.reasons].slice(0, 10))
    log(`${verdict.lost.has(record) ? 'lost' : 'duplicated'}: ${record.kind} ${record.key}: ${reason}`);
  log(`${await deleteChaosEmails(MAILDEV_URL)} emails of chaos runs deleted from MailDev (shared)`);
  if (unrecovered) log(`FAIL: the platform did not recover from '${unrecovered}'`);
  const failed = verdict.lost.size + verdict.duplicated.size + bad.length + (unrecovered ? 1 : 0);
  log(
    failed === 0
      ? 'PASS: nothing lost, nothing duplicated'
      : `FAIL: ${verdict.lost.size} lost, ${verdict.duplicated.size} duplicated, ${bad.length} other answers`,
  );
  return failed === 0 ? 0 : 1;
}

// Ctrl-C or SIGTERM: the chaos stack's processes (own process groups) must not outlive the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the chaos stack`);
    void processes.stopAll().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`ERROR: ${(error as Error).stack ?? error}`);
} finally {
  await processes.stopAll();
}
process.exit(code);
