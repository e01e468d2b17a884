import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eventually } from '@courtage/runtime/testing/eventually';
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from '@courtage/runtime/testing/service-process';
import { ensureVhostAndDatabase } from '@courtage/runtime/testing/vhost-and-database';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';

// Distributed tracing (services/runtime/src/tracing.ts): a request through the gateway, RabbitMQ,
// the offer service and PostgreSQL is one trace, continuing the browser's `traceparent`. No APM
// Server runs here: the agents send to a small HTTP endpoint of this test that speaks the APM
// intake protocol (GET / for the server's version, POST /intake/v2/events with gzipped NDJSON),
// so what is checked is what the agents really send. Real processes on free ports, a vhost and a
// database of this file alone.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VHOST = 'courtage_test_tracing';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DATABASE_NAME = 'courtage_test_tracing';
const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN_ID = '00f067aa0ba902b7';

type IntakeEvent = { service: string; kind: 'transaction' | 'span'; body: Record<string, unknown> };

/** An APM intake endpoint that keeps every transaction and span it receives, by sending service. */
async function startIntake(): Promise<{ url: string; events: IntakeEvent[]; server: Server }> {
  const events: IntakeEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"8.15.0"}');
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      let service = '';
      for (const line of body.toString('utf8').split('\n').filter(Boolean)) {
        const event = JSON.parse(line) as Record<string, Record<string, unknown>>;
        if (event.metadata) service = String((event.metadata.service as { name: string }).name);
        if (event.transaction) events.push({ service, kind: 'transaction', body: event.transaction });
        if (event.span) events.push({ service, kind: 'span', body: event.span });
      }
      response.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, events, server };
}

function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('tracing: one trace from the browser through the gateway, RabbitMQ, offer and PostgreSQL', () => {
  let intake: Awaited<ReturnType<typeof startIntake>>;
  let offer: ServiceProcess;
  let gateway: ChildProcess;
  let gatewayOutput = '';
  let gatewayUrl: string;

  beforeAll(async () => {
    await ensureVhostAndDatabase(VHOST, DATABASE_NAME);
    intake = await startIntake();
    const tracing = {
      ELASTIC_APM_SERVER_URL: intake.url,
      // Send within a second (the default waits up to 10 s).
      ELASTIC_APM_API_REQUEST_TIME: '1s',
      LOG_LEVEL: 'debug',
    };
    offer = await startServiceProcess(
      'services/offer/src/main.ts',
      { NODE_ENV: 'test', AMQP_URL, DATABASE_URL, OFFER_ENCRYPTION_KEY: 'b'.repeat(64), ...tracing },
      { healthTimeoutMs: 90_000 },
    );
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = spawn(process.execPath, ['gateway/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        AMQP_URL,
        REDIS_URL: 'redis://127.0.0.1:6379/7',
        RATE_LIMIT_MAX: '100000',
        ...tracing,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (chunk) => {
      gatewayOutput += chunk;
    });
    gateway.stderr?.on('data', (chunk) => {
      gatewayOutput += chunk;
    });
    await eventually(
      async () => {
        if (gateway.exitCode !== null) throw new Error(`gateway exited:\n${gatewayOutput}`);
        await fetch(`${gatewayUrl}/health`);
        return true;
      },
      'the gateway to listen',
      90_000,
    );
  }, 300_000);

  afterAll(async () => {
    if (gateway && gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    await offer?.stop();
    intake?.server.close();
  });

  it('shows the same trace id in both processes’ spans and log lines', async () => {
    onTestFailed(() => {
      console.error(`--- gateway ---\n${gatewayOutput}\n--- offer ---\n${offer.output()}`);
      console.error(JSON.stringify(intake.events, null, 1));
    });
    const response = await fetch(`${gatewayUrl}/api/v1/confirm-offer/slots?days=1`, {
      headers: { traceparent: `00-${TRACE_ID}-${BROWSER_SPAN_ID}-01` },
    });
    expect(response.status).toBe(200);

    const inTrace = (service: string, kind: IntakeEvent['kind'], name: RegExp) =>
      intake.events.find(
        (event) =>
          event.service === service &&
          event.kind === kind &&
          event.body.trace_id === TRACE_ID &&
          name.test(String(event.body.name)),
      );
    const found = await eventually(
      async () => {
        const request = inTrace('gateway', 'transaction', /^GET \/api\/v1\/confirm-offer\/slots$/);
        const call = inTrace('gateway', 'span', /^rpc offer\.list-slots$/);
        const served = inTrace('offer', 'transaction', /^rpc offer\.list-slots$/);
        const query = inTrace('offer', 'span', /^SELECT /);
        return request && call && served && query ? { request, call, served, query } : undefined;
      },
      'the four events of the trace at the intake',
      30_000,
      250,
    );
    // The gateway continues the browser's span; offer continues the gateway's RPC span; the SQL
    // statement is a span of offer's transaction.
    expect(found.request.body.parent_id).toBe(BROWSER_SPAN_ID);
    expect(found.call.body.transaction_id).toBe(found.request.body.id);
    expect(found.served.body.parent_id).toBe(found.call.body.id);
    expect(found.query.body.transaction_id).toBe(found.served.body.id);
    expect(found.query.body).toMatchObject({ type: 'db', subtype: 'postgresql' });
    expect((found.query.body.context as { db: { statement: string } }).db.statement).toMatch(/select/i);
    // What the intake schema requires of each event.
    for (const event of Object.values(found)) {
      expect(event.body).toEqual(
        expect.objectContaining({ id: expect.any(String), trace_id: TRACE_ID, duration: expect.any(Number) }),
      );
    }

    // Log lines carry the same trace id (ECS field names), so Kibana links them to the trace.
    const traced = (output: string, message: string) =>
      logLines(output).find((line) => line.msg === message && line['trace.id'] === TRACE_ID);
    expect(traced(gatewayOutput, 'RPC answered')).toMatchObject({
      'transaction.id': found.request.body.id,
      rpc: 'offer.list-slots',
    });
    expect(traced(offer.output(), 'RPC served')).toMatchObject({
      'transaction.id': found.served.body.id,
      rpc: 'offer.list-slots',
    });
  }, 120_000);
});
