import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildProcesses } from '@courtage/infra/stack/profiles';
import { freePort } from '@courtage/runtime/testing/service-process';
import { ensureVhostAndDatabase } from '@courtage/runtime/testing/vhost-and-database';
import { measureCreateOffer } from './create-offer-round-trip.ts';
import type { LoadOptions } from './run-load.ts';
import type { LoadStats } from './stats.ts';

// What distributed tracing costs create-offer (services/runtime/src/tracing.ts): a gateway and an
// offer service of the bench profile's own settings (NODE_ENV=production, quiet logs), on a vhost
// and a database of this scenario, measured with tracing off (the agent not loaded) and on (every
// request traced, sent to an APM intake endpoint of this process that accepts and drops them),
// alternately, twice each, so that a drift of the machine weighs on both alike.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VHOST = 'courtage_bench_tracing';
const DATABASE = 'courtage_bench_tracing_offer';
const DATABASE_URL = `postgres://${DATABASE}@127.0.0.1:5432/${DATABASE}`;
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

type Pair = { gatewayUrl: string; stop(): Promise<void> };

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

/** Offer, then the gateway, with the bench profile's settings; tracing on when `apmUrl` is given,
 * every transaction sampled unless `sampleRate` says otherwise. */
async function startPair(apmUrl: string | undefined, sampleRate = 1): Promise<Pair> {
  const specs = buildProcesses('bench', ROOT.replace(/\/$/, ''), process.execPath);
  const offerSpec = specs.find((spec) => spec.name === 'offer')!;
  const gatewaySpec = specs.find((spec) => spec.name === 'gateway')!;
  const [healthPort, gatewayPort] = [await freePort(), await freePort()];
  const overrides = {
    AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${VHOST}`,
    ...(apmUrl
      ? { ELASTIC_APM_SERVER_URL: apmUrl, ELASTIC_APM_TRANSACTION_SAMPLE_RATE: String(sampleRate) }
      : {}),
  };
  const children: ChildProcess[] = [];
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
    const offer = spawnOf(offerSpec, { DATABASE_URL, HEALTH_PORT: String(healthPort) });
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
  return { gatewayUrl: `http://127.0.0.1:${gatewayPort}`, stop };
}

export type TracingCost = {
  off: LoadStats[];
  on: LoadStats[];
  sampled: LoadStats[];
  /** 1 - on/off throughput, every transaction traced. */
  cost: number;
  /** The same with one transaction in ten sampled (ELASTIC_APM_TRANSACTION_SAMPLE_RATE=0.1). */
  sampledCost: number;
  eventsSent: number;
};

/** The fraction of transactions traced in the `sampled` runs. */
export const SAMPLED_RATE = 0.1;

/**
 * create-offer with tracing off, on (every transaction traced) and on with one transaction in ten
 * sampled, alternately, twice each; each cost is 1 - its throughput / off's.
 */
export async function measureTracingCost(options: LoadOptions): Promise<TracingCost> {
  await ensureVhostAndDatabase(VHOST, DATABASE);
  const sink = await startSink();
  const runs = { off: [] as LoadStats[], on: [] as LoadStats[], sampled: [] as LoadStats[] };
  try {
    for (const mode of ['off', 'on', 'sampled', 'off', 'on', 'sampled'] as const) {
      const pair = await startPair(
        mode === 'off' ? undefined : sink.url,
        mode === 'sampled' ? SAMPLED_RATE : 1,
      );
      try {
        runs[mode].push(await measureCreateOffer(pair.gatewayUrl, DATABASE_URL, options));
      } finally {
        await pair.stop();
      }
    }
  } finally {
    sink.close();
  }
  const mean = (list: LoadStats[]) =>
    list.reduce((sum, stats) => sum + stats.requestsPerSecond, 0) / list.length;
  return {
    ...runs,
    cost: 1 - mean(runs.on) / mean(runs.off),
    sampledCost: 1 - mean(runs.sampled) / mean(runs.off),
    eventsSent: sink.events(),
  };
}
