import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineEvent, defineRpc } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, type EventEnvelope } from '../src/bus.ts';
import { queuesOf } from '../src/subscriber.ts';
import {
  AMQP_URL,
  createTestDatabase,
  DATABASE_URL,
  deleteQueues,
  eventually,
  logger,
  openRawChannel,
  uniqueName,
} from './helpers.ts';

const name = uniqueName('svc');
const script = fileURLToPath(new URL('./fixtures/bin/run-service.ts', import.meta.url));
// The same contracts as the fixture service (defined there with the same name).
const slowWork = defineRpc({
  service: name,
  type: `${name}.slow-work`,
  version: 1,
  request: Type.Object({ ms: Type.Integer() }),
  response: Type.Object({ done: Type.Literal(true) }),
});
const workDone = defineEvent({
  type: `${name}.work.done`,
  version: 1,
  data: Type.Object({ ms: Type.Integer() }),
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: Bus;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  database = await createTestDatabase('svc');
  bus = await createBus({ url: AMQP_URL, name: `${name}-caller`, logger });
});

afterAll(async () => {
  await bus.close();
  const raw = await openRawChannel();
  const queues = queuesOf({ consumer: name, purpose: 'done' });
  await deleteQueues(raw.channel, [`${name}.rpc`, queues.main, queues.retry, queues.dlq]);
  await raw.close();
  await database.drop();
});

describe('runService', () => {
  it('starts, reports health, and on SIGTERM finishes in-flight work, publishes its events and exits 0', async () => {
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      consumer: name,
      purpose: 'done',
      events: [workDone],
      async handle(event) {
        received.push(event);
      },
    });
    const port = await freePort();
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${database.schema}`);
    const child = spawn(process.execPath, [script], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        TEST_SERVICE_NAME: name,
        AMQP_URL,
        DATABASE_URL: url.toString(),
        HEALTH_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = exitOf(child);
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stdout += chunk;
    });

    const health = await eventually(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      return response.status === 200 ? response.json() : undefined;
    }, 'the health endpoint');
    expect(health).toEqual({ status: 'ok', service: name, checks: { db: 'ok', bus: 'ok' } });
    expect(stdout).toContain('started with bonjour');

    const call = bus.call(slowWork, { ms: 700 }, { timeoutMs: 5_000, correlationId: 'corr-slow' });
    await eventually(
      async () => (stdout.includes('work started') ? true : undefined),
      'the handler to start',
    );
    child.kill('SIGTERM');

    expect(await call).toEqual({ done: true });
    expect(await exited).toBe(0);
    expect(stdout).toContain('onStop ran');
    // The event the in-flight handler wrote to the outbox was published before the exit.
    await eventually(async () => (received.length > 0 ? true : undefined), 'the event of the last handler');
    expect(received[0]).toMatchObject({ type: workDone.type, correlationId: 'corr-slow', data: { ms: 700 } });
  });
});
