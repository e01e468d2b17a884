import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildProcesses } from '@courtage/infra/stack/profiles';
import { freePort } from '@courtage/runtime/testing/service-process';
import { ensureVhostAndDatabase } from '@courtage/runtime/testing/vhost-and-database';
import { measureCreateOffer } from './create-offer-round-trip.ts';
import type { LoadOptions } from './run-load.ts';
import type { LoadStats } from './stats.ts';

// What distributed tracing costs create-offer (services/runtime/src/tracing.ts): a gateway and an
// offer service of the bench profile's own settings (NODE_ENV=production, quiet logs) per mode,
// each pair on a vhost and a database of its own: tracing off (the agent not loaded), on as in
// production (the default sample rate there: one transaction in ten recorded, the others only
// passing their traceparent on) and on with every transaction recorded, each sent to an APM intake
// endpoint of this process that accepts and drops them. The three pairs are measured at the same
// time, so that the machine's other users (several engineers share its two cores) weigh on all
// alike: one after the other, two 'off' runs differed by 30 to 40 % on a loaded machine, more than
// what is measured. Two rounds, started in opposite orders; how far their costs are apart is the
// noise of the measure.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MODES = ['off', 'on', 'full'] as const;
type Mode = (typeof MODES)[number];
const vhostOf = (mode: Mode) => `courtage_bench_tracing_${mode}`;
const databaseOf = (mode: Mode) => `courtage_bench_tracing_${mode}_offer`;
/** The pause between the last pair's start and the measure. */
const SETTLE_MS = 15_000;
const databaseUrlOf = (mode: Mode) => `postgres://${databaseOf(mode)}@127.0.0.1:5432/${databaseOf(mode)}`;
/** Tracing on may cost at most this share of create-offer's throughput. */
export const TRACING_COST_TARGET = 0.1;

/** An APM intake that answers like APM Server and keeps nothing but a count of the events. */
async function startSink(): Promise<{ url: string; events: () => number; close(): void }> {
  let events = 0;
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"8.15.0"}');
      return;
    }
    request.on('data', () => {
      events++;
    });
    request.on('end', () => response.writeHead(202).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, events: () => events, close: () => server.close() };
}

type Pair = { gatewayUrl: string; pids: number[]; stop(): Promise<void>; output(): string };

/** CPU seconds (user + system) used so far by these processes, from /proc (Linux). */
function cpuSecondsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks / 100;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Offer, then the gateway, with the bench profile's settings, on the vhost and database of `mode`;
 * tracing on when `apmUrl` is given, at the production default sample rate unless `sampleRate`
 * says otherwise. */
async function startPair(mode: Mode, apmUrl: string | undefined, sampleRate?: number): Promise<Pair> {
  const specs = buildProcesses('bench', ROOT.replace(/\/$/, ''), process.execPath);
  const offerSpec = specs.find((spec) => spec.name === 'offer')!;
  const gatewaySpec = specs.find((spec) => spec.name === 'gateway')!;
  const [healthPort, gatewayPort] = [await freePort(), await freePort()];
  const overrides = {
    AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${vhostOf(mode)}`,
    ...(apmUrl ? { ELASTIC_APM_SERVER_URL: apmUrl } : {}),
    ...(apmUrl && sampleRate !== undefined
      ? { ELASTIC_APM_TRANSACTION_SAMPLE_RATE: String(sampleRate) }
      : {}),
  };
  const children: ChildProcess[] = [];
  const outputs: Array<() => string> = [];
  const spawnOf = (spec: typeof offerSpec, env: Record<string, string>) => {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env, ...overrides, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000);
    });
    child.stderr?.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000);
    });
    children.push(child);
    outputs.push(() => output);
    return { child, output: () => output };
  };
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
  };
  try {
    const offer = spawnOf(offerSpec, { DATABASE_URL: databaseUrlOf(mode), HEALTH_PORT: String(healthPort) });
    await waitHealthy(`http://127.0.0.1:${healthPort}/health`, offer.child, offer.output);
    const gateway = spawnOf(gatewaySpec, {
      PORT: String(gatewayPort),
      METRICS_PORT: '0',
      WATCHED_SERVICES: 'offer',
    });
    await waitHealthy(`http://127.0.0.1:${gatewayPort}/health`, gateway.child, gateway.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    /** The processes' last output, for a failed measure. */
    output: () => outputs.map((read) => read()).join('\n'),
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    pids: children.map((child) => child.pid).filter((pid): pid is number => pid !== undefined),
    stop,
  };
}

/** A run's figures, and the CPU milliseconds the gateway and offer spent per request in it. */
export type TracingRun = LoadStats & { cpuMsPerRequest: number };

export type TracingCost = {
  off: TracingRun[];
  on: TracingRun[];
  full: TracingRun[];
  /**
   * 1 - off/on CPU per request of the gateway and offer: what throughput would lose where they
   * are the bottleneck. Less swayed than throughput by other users of a shared machine, who take
   * CPU time from the bench's processes but not CPU time per request.
   */
  cpuCost: number;
  fullCpuCost: number;
  /** 1 - on/off throughput, tracing on as in production (the default sample rate). */
  cost: number;
  /** The same with every transaction recorded (ELASTIC_APM_TRANSACTION_SAMPLE_RATE=1). */
  fullCost: number;
  /** The cost (throughput) of each round. */
  roundCosts: number[];
  /** How far the two rounds' costs are apart: the noise of the measure. */
  roundSpread: number;
  eventsSent: number;
};

/**
 * create-offer with tracing off, on as in production and on recording every transaction, the
 * three at the same time, in two rounds; each cost is 1 - its throughput / off's.
 */
export async function measureTracingCost(options: LoadOptions): Promise<TracingCost> {
  for (const mode of MODES) await ensureVhostAndDatabase(vhostOf(mode), databaseOf(mode));
  const sink = await startSink();
  const runs: Record<Mode, TracingRun[]> = { off: [], on: [], full: [] };
  try {
    for (let round = 0; round < 2; round++) {
      const pairs = new Map<Mode, Pair>();
      try {
        // Started one after the other (a cold start is the heaviest moment), the second round in the
        // reverse order, then left to settle (the last one started is still compiling and collecting
        // its start's garbage for a while: measured at once it paid for that), and measured together.
        for (const mode of round === 0 ? MODES : [...MODES].reverse()) {
          pairs.set(
            mode,
            await startPair(mode, mode === 'off' ? undefined : sink.url, mode === 'full' ? 1 : undefined),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const measured = await Promise.all(
          MODES.map(async (mode) => {
            const pair = pairs.get(mode)!;
            const cpuBefore = cpuSecondsOf(pair.pids);
            const stats = await measureCreateOffer(pair.gatewayUrl, databaseUrlOf(mode), options).catch(
              (error: unknown) => {
                console.error(`--- offer and gateway of the '${mode}' run ---\n${pair.output()}`);
                throw error;
              },
            );
            // Every request of the window: the warm-up, the first one and the measured ones.
            const requests = options.warmup + 1 + stats.count + stats.errors;
            const cpuMsPerRequest = ((cpuSecondsOf(pair.pids) - cpuBefore) * 1000) / requests;
            return { mode, run: { ...stats, cpuMsPerRequest } };
          }),
        );
        for (const { mode, run } of measured) runs[mode].push(run);
      } finally {
        for (const pair of pairs.values()) await pair.stop();
      }
    }
  } finally {
    sink.close();
  }
  const mean = (list: TracingRun[]) =>
    list.reduce((sum, stats) => sum + stats.requestsPerSecond, 0) / list.length;
  const cpu = (list: TracingRun[]) =>
    list.reduce((sum, stats) => sum + stats.cpuMsPerRequest, 0) / list.length;
  const roundCosts = runs.off.map(
    (off, round) => 1 - runs.on[round]!.requestsPerSecond / off.requestsPerSecond,
  );
  return {
    ...runs,
    cost: 1 - mean(runs.on) / mean(runs.off),
    fullCost: 1 - mean(runs.full) / mean(runs.off),
    cpuCost: 1 - cpu(runs.off) / cpu(runs.on),
    fullCpuCost: 1 - cpu(runs.off) / cpu(runs.full),
    roundCosts,
    roundSpread: Math.abs(roundCosts[0]! - roundCosts[1]!),
    eventsSent: sink.events(),
  };
}
