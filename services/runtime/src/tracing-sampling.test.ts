import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  currentTraceparent,
  flushTracing,
  inSpan,
  inTransaction,
  recordQuery,
  startTracing,
  traceLogFields,
} from './tracing.ts';

// Which transactions are recorded (tracing.ts decides, the agent records only those): the agent
// started in this process (its own test file: the agent is one per process) against an APM intake
// endpoint of this test, which keeps the transactions and spans it receives.
type Event = { transaction?: Record<string, unknown>; span?: Record<string, unknown> };
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

let server: Server;
const events: Event[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"8.15.0"}');
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      for (const line of body.toString('utf8').split('\n').filter(Boolean)) events.push(JSON.parse(line));
      response.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const started = await startTracing({
    serviceName: 'sampling-test',
    env: { ELASTIC_APM_SERVER_URL: `http://127.0.0.1:${port}`, ELASTIC_APM_TRANSACTION_SAMPLE_RATE: '0.1' },
    // The agent's own draw never records: what is recorded is what tracing.ts chose.
    overrides: { transactionSampleRate: 0 },
  });
  expect(started).toBe(true);
});

afterAll(() => {
  server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function sent(): Promise<{
  transactions: Record<string, unknown>[];
  spans: Record<string, unknown>[];
}> {
  await flushTracing();
  return {
    transactions: events.flatMap((event) => (event.transaction ? [event.transaction] : [])),
    spans: events.flatMap((event) => (event.span ? [event.span] : [])),
  };
}

describe('tracing: which transactions are recorded', () => {
  it('records a new trace when the draw falls under the rate, with that rate for APM Server to weigh it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const seen = await inTransaction('rpc sampled', 'messaging', undefined, async () => {
      recordQuery('select 1 from "offers"', 1);
      return { traceparent: currentTraceparent(), logged: traceLogFields() };
    });
    expect(seen.traceparent).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
    const { transactions, spans } = await sent();
    const transaction = transactions.find((event) => event.name === 'rpc sampled');
    expect(transaction).toMatchObject({
      sample_rate: 0.1,
      trace_id: seen.logged['trace.id'],
      id: seen.logged['transaction.id'],
    });
    expect(spans.find((span) => span.transaction_id === transaction?.id)).toMatchObject({
      name: 'SELECT offers',
    });
  });

  it('only passes an unrecorded new trace on: its ids in log lines and messages, nothing sent', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const seen = await inTransaction('rpc unsampled', 'messaging', undefined, async () => {
      recordQuery('select 1', 1);
      const passed = await inSpan(
        'rpc x',
        'messaging',
        'rabbitmq',
        'send',
        async (traceparent) => traceparent,
      );
      return { passed, traceparent: currentTraceparent(), logged: traceLogFields() };
    });
    const { 'trace.id': traceId, 'transaction.id': id } = seen.logged;
    expect(traceId).toMatch(/^[\da-f]{32}$/);
    expect(id).toMatch(/^[\da-f]{16}$/);
    expect(seen.traceparent).toBe(`00-${traceId}-${id}-00`);
    expect(seen.passed).toBe(seen.traceparent);
    const { transactions, spans } = await sent();
    expect(transactions.filter((event) => event.name === 'rpc unsampled')).toEqual([]);
    expect(spans.filter((span) => span.trace_id === traceId)).toEqual([]);
  });

  it("follows the caller's decision whatever the draw: recorded when its traceparent is", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const logged = await inTransaction(
      'rpc continued',
      'messaging',
      `00-${TRACE_ID}-${PARENT_ID}-01`,
      async () => traceLogFields(),
    );
    expect(logged['trace.id']).toBe(TRACE_ID);
    const { transactions } = await sent();
    expect(transactions.find((event) => event.name === 'rpc continued')).toMatchObject({
      trace_id: TRACE_ID,
      parent_id: PARENT_ID,
      id: logged['transaction.id'],
    });
  });

  it("and unrecorded when the caller's is not, keeping its trace id", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const traceparent = await inTransaction(
      'rpc not continued',
      'messaging',
      `00-${TRACE_ID}-${PARENT_ID}-00`,
      async () => currentTraceparent(),
    );
    expect(traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[\\da-f]{16}-00$`));
    expect(traceparent).not.toContain(PARENT_ID);
    const { transactions } = await sent();
    expect(transactions.filter((event) => event.name === 'rpc not continued')).toEqual([]);
  });

  it('starts a new trace for an invalid traceparent (all-zero ids, version ff)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    for (const invalid of [
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `ff-${TRACE_ID}-${PARENT_ID}-01`,
      'not a traceparent',
    ]) {
      const traceparent = await inTransaction('rpc invalid parent', 'messaging', invalid, async () =>
        currentTraceparent(),
      );
      expect(traceparent).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-00$/);
      expect(traceparent).not.toContain(TRACE_ID);
    }
  });
});
