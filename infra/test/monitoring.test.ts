import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eventually } from '@courtage/runtime/testing/eventually';
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from '@courtage/runtime/testing/service-process';
import { ensureVhostAndDatabase } from '@courtage/runtime/testing/vhost-and-database';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { readMonitoring } from '../../gateway/src/domain/ops/prometheus.ts';
import {
  alertRulesFile,
  PROMETHEUS_BINARY,
  prometheusArgs,
  prometheusConfig,
} from '../src/stack/monitoring.ts';

// Prometheus, as `npm start -- --with-monitoring` runs it (the same configuration and
// arguments, stack/monitoring.ts), shows the gateway's request histogram for the READ round
// trip (GET slots: gateway -> bus -> offer -> PostgreSQL), read through Prometheus's HTTP API.
// Real processes on free ports, a vhost of this file alone; Prometheus is installed (Debian's
// package, as start.sh does) when missing, and the test fails, never skips, when it cannot be.
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VHOST = 'courtage_test_monitoring';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
// Its own database: offer's outbox relay publishes every unpublished row of its database, so on
// the offer tests' database it would publish their events to this vhost.
const DATABASE_NAME = 'courtage_test_monitoring';
const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;
const READ_ROUTE = '/api/v1/confirm-offer/slots';
const READS = 5;

async function ensurePrometheus(): Promise<void> {
  try {
    await run('sh', ['-c', `command -v ${PROMETHEUS_BINARY}`]);
  } catch {
    // start.sh's own step (apt-get as root; a clear error otherwise).
    await run('bash', ['-c', `source "${ROOT}infra/bin/lib.sh" && ensure_prometheus`], {
      env: { ...process.env, STEP_NAME: 'monitoring-test' },
      maxBuffer: 16 * 1024 * 1024,
    });
  }
}

type Spawned = { child: ChildProcess; output: () => string; stop(): Promise<void> };

function spawnProcess(command: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

type VectorSample = { metric: Record<string, string>; value: [number, string] };

describe('monitoring: Prometheus scrapes the gateway and the services', () => {
  let offer: ServiceProcess;
  let gateway: Spawned;
  let prometheus: Spawned;
  let dir: string;
  let gatewayUrl: string;
  let prometheusUrl: string;

  async function query(promql: string): Promise<VectorSample[]> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { status: string; data: { result: VectorSample[] } };
    if (body.status !== 'success') throw new Error(`Prometheus answered ${JSON.stringify(body)}`);
    return body.data.result;
  }

  beforeAll(async () => {
    await ensurePrometheus();
    await ensureVhostAndDatabase(VHOST, DATABASE_NAME);
    offer = await startServiceProcess(
      'services/offer/src/main.ts',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        AMQP_URL,
        DATABASE_URL,
        OFFER_ENCRYPTION_KEY: 'b'.repeat(64),
      },
      { healthTimeoutMs: 90_000 },
    );

    const [port, metricsPort, prometheusPort] = [await freePort(), await freePort(), await freePort()];
    gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = spawnProcess(process.execPath, ['gateway/src/server.ts'], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      AMQP_URL,
      REDIS_URL: 'redis://127.0.0.1:6379/7',
      RATE_LIMIT_MAX: '100000',
    });
    // Up once it answers at all (its /health may say 'degraded': only offer runs here).
    await eventually(
      async () => {
        if (gateway.child.exitCode !== null) throw new Error(`gateway exited:\n${gateway.output()}`);
        await fetch(`${gatewayUrl}/health`);
        return true;
      },
      'the gateway to listen',
      90_000,
    );

    dir = mkdtempSync(join(tmpdir(), 'courtage-prometheus-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(
      join(dir, 'prometheus.yml'),
      prometheusConfig(
        [
          { name: 'gateway', metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` },
          { name: 'offer', metricsUrl: `http://127.0.0.1:${offer.healthPort}/metrics` },
        ],
        1,
        [alertRulesFile(ROOT.replace(/\/$/, ''))],
      ),
    );
    prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
    prometheus = spawnProcess(PROMETHEUS_BINARY, prometheusArgs(dir, prometheusPort), {});
    await eventually(
      async () => {
        if (prometheus.child.exitCode !== null) throw new Error(`prometheus exited:\n${prometheus.output()}`);
        return (await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined;
      },
      'Prometheus to be ready',
      60_000,
    );
  }, 600_000);

  afterAll(async () => {
    await prometheus?.stop();
    await gateway?.stop();
    await offer?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the request histogram of the READ round trip, and offer’s side of its RPC', async () => {
    onTestFailed(() => {
      console.error(`--- gateway ---\n${gateway.output()}\n--- prometheus ---\n${prometheus.output()}`);
    });
    for (let i = 0; i < READS; i++) {
      // A gateway whose event loop runs late (a busy machine: another suite seeding beside this
      // one) sheds with a 503 and Retry-After; those answers carry another status label, so the
      // read is sent again until it is served, and the 200s counted below stay exactly READS.
      const response = await eventually(
        async () => {
          const answer = await fetch(`${gatewayUrl}${READ_ROUTE}?days=1`);
          if (answer.status !== 503) return answer;
          await answer.body?.cancel();
          return undefined;
        },
        'the gateway to serve a READ (not shedding load)',
        30_000,
        250,
      );
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const selector = `job="gateway",route="${READ_ROUTE}",method="GET",status_code="200"`;
    const count = await eventually(
      async () => {
        const [sample] = await query(`sum(courtage_http_request_duration_seconds_count{${selector}})`);
        const value = Number(sample?.value[1] ?? 0);
        return value >= READS ? value : undefined;
      },
      'Prometheus to have scraped the READ requests',
      60_000,
      500,
    );
    expect(count).toBe(READS);
    // A histogram: cumulative buckets up to +Inf, the last holding every request.
    const buckets = await query(`courtage_http_request_duration_seconds_bucket{${selector}}`);
    expect(buckets.length).toBeGreaterThanOrEqual(10);
    expect(Number(buckets.find((bucket) => bucket.metric.le === '+Inf')?.value[1])).toBe(READS);
    const [sum] = await query(`courtage_http_request_duration_seconds_sum{${selector}}`);
    expect(Number(sum?.value[1])).toBeGreaterThan(0);

    // The same reads seen by offer (RPC latency by type) and the gateway's RPC client.
    const served = await eventually(
      async () => {
        const [sample] = await query(
          'sum(courtage_rpc_server_duration_seconds_count{job="offer",rpc="offer.list-slots",outcome="ok"})',
        );
        const value = Number(sample?.value[1] ?? 0);
        return value >= READS ? value : undefined;
      },
      'offer’s RPC histogram',
      60_000,
      500,
    );
    expect(served).toBeGreaterThanOrEqual(READS);
    const up = await query('up');
    expect(Object.fromEntries(up.map((sample) => [sample.metric.job, sample.value[1]]))).toEqual({
      gateway: '1',
      offer: '1',
    });
    // Queue depths and the outbox lag of the service are there too.
    expect((await query('courtage_queue_depth{job="offer",queue="offer.rpc"}')).length).toBe(1);
    expect((await query('courtage_outbox_lag_seconds{job="offer"}')).length).toBe(1);
  }, 120_000);

  it('fires ServiceWithoutConsumer once offer stops consuming, and the ops console reads it', async () => {
    onTestFailed(() => {
      console.error(`--- gateway ---\n${gateway.output()}\n--- prometheus ---\n${prometheus.output()}`);
    });
    const offerAlert = async () =>
      (await readMonitoring(prometheusUrl, 3_000)).alerts.find(
        (alert) => alert.name === 'ServiceWithoutConsumer' && alert.labels.target === 'offer',
      );
    // offer consumes its RPC queue: the gateway counts it, nothing fires for it.
    await eventually(
      async () =>
        (await query('courtage_rpc_queue_consumers{target="offer"} > 0')).length === 1 ? true : undefined,
      'the gateway’s count of offer’s consumers',
      30_000,
      500,
    );
    expect(await offerAlert()).toBeUndefined();

    await offer.stop();
    const stoppedAt = Date.now();
    const alert = await eventually(
      async () => {
        const found = await offerAlert();
        return found?.state === 'firing' ? found : undefined;
      },
      'ServiceWithoutConsumer to fire for offer',
      150_000,
      1_000,
    );
    // Its `for` window is 30 s: never before. After it, the 1 s scrapes and evaluations make it
    // fire within seconds on a quiet machine (62 s was seen with the two cores saturated).
    const firedAfterMs = Date.now() - stoppedAt;
    console.info(
      `ServiceWithoutConsumer fired ${firedAfterMs} ms after offer stopped (pending since ${alert.activeAt})`,
    );
    expect(firedAfterMs).toBeGreaterThanOrEqual(29_000);
    expect(firedAfterMs).toBeLessThan(120_000);
    expect(alert).toMatchObject({
      severity: 'critical',
      summary: 'Le service offer ne répond plus',
    });
    expect(alert.runbook).toContain('# ServiceWithoutConsumer');
    const overview = await readMonitoring(prometheusUrl, 3_000);
    expect(overview.available).toBe(true);
    expect(overview.charts.map((chart) => chart.id)).toEqual([
      'route-p50',
      'route-p99',
      'route-errors',
      'queue-depth',
      'outbox-lag',
    ]);
    // The READ requests of the first test are on the p99 chart, in milliseconds.
    const p99 = overview.charts.find((chart) => chart.id === 'route-p99')!;
    expect(p99.series.map((series) => series.name)).toContain(READ_ROUTE);
  }, 240_000);
});
