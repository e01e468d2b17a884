import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type GetMessage } from 'amqplib';
import type { Generated } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from '../src/database.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import type { RuntimeTables } from '../src/runtime-tables.ts';
import { eventually as pollUntil } from '../src/testing/eventually.ts';

export const AMQP_URL =
  process.env.RUNTIME_TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672/courtage_test';
export const DATABASE_URL =
  process.env.RUNTIME_TEST_DATABASE_URL ??
  'postgres://courtage_test_runtime@127.0.0.1:5432/courtage_test_runtime';

/** Tables the runtime tests touch (runtime migration + test/fixtures/effects-migrations). */
export type TestDb = RuntimeTables & {
  effects: { id: Generated<number>; message_id: string };
};

export const logger: Logger = createLogger('runtime-test', process.env.RUNTIME_TEST_LOG_LEVEL ?? 'silent');

/** A name no other test (here or in another package) uses: queues and services are shared per vhost. */
export function uniqueName(prefix: string): string {
  return `rt-${prefix}-${randomUUID().slice(0, 8)}`;
}

/** The shared poller (src/testing/eventually.ts) with this suite's shorter defaults: 10 s, every 50 ms. */
export function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  return pollUntil(probe, what, timeoutMs, everyMs);
}

/** A raw amqplib connection for what the bus does not do: read DLQs, publish garbage, clean up. */
export async function openRawChannel(): Promise<{ channel: Channel; close(): Promise<void> }> {
  const connection = await amqp.connect(AMQP_URL, { noDelay: true });
  connection.on('error', () => undefined);
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  return { channel, close: () => connection.close().catch(() => undefined) };
}

/** Polls a queue with basic.get until a message arrives. */
export function getMessage(channel: Channel, queue: string, timeoutMs = 10_000): Promise<GetMessage> {
  return eventually(
    async () => {
      const message = await channel.get(queue, { noAck: true });
      return message === false ? undefined : message;
    },
    `a message in ${queue}`,
    timeoutMs,
  );
}

export async function deleteQueues(channel: Channel, queues: string[]): Promise<void> {
  for (const queue of queues) await channel.deleteQueue(queue).catch(() => undefined);
}

/**
 * A database of its own for one test file: a fresh schema of courtage_test_runtime,
 * selected through search_path, dropped by `drop()`.
 */
export async function createTestDatabase(
  label: string,
): Promise<Database<TestDb> & { schema: string; url: string; drop(): Promise<void> }> {
  const schema = uniqueName(label).replaceAll('-', '_');
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase<TestDb>(url.toString(), logger);
  return {
    ...database,
    schema,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
