import { randomUUID } from 'node:crypto';
import { defineEvent } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, type EventEnvelope } from '../src/bus.ts';
import { runMigrations } from '../src/migrations.ts';
import { HEADERS } from '../src/retry-policy.ts';
import { queuesOf } from '../src/subscriber.ts';
import {
  AMQP_URL,
  createTestDatabase,
  deleteQueues,
  eventually,
  getMessage,
  logger,
  openRawChannel,
  uniqueName,
} from './helpers.ts';

const prefix = uniqueName('sub');
let bus: Bus;
let raw: Awaited<ReturnType<typeof openRawChannel>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const usedQueues: string[] = [];

function eventDef(name: string) {
  return defineEvent({
    type: `${prefix}.${name}.happened`,
    version: 1,
    data: Type.Object({ n: Type.Integer() }),
  });
}

function envelope(type: string, data: unknown, messageId: string = randomUUID()): EventEnvelope {
  return {
    messageId,
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: 'corr-sub',
    data,
  };
}

function track(consumer: string, purpose: string) {
  const queues = queuesOf({ consumer, purpose });
  usedQueues.push(queues.main, queues.retry, queues.dlq);
  return queues;
}

beforeAll(async () => {
  bus = await createBus({ url: AMQP_URL, name: prefix, logger });
  raw = await openRawChannel();
  database = await createTestDatabase('sub');
  await runMigrations(database.pool, new URL('./fixtures/effects-migrations', import.meta.url), logger);
});

afterAll(async () => {
  await bus.close();
  await deleteQueues(raw.channel, usedQueues);
  await raw.close();
  await database.drop();
});

describe('subscriptions', () => {
  it('retries a failing handler with backoff, then parks it in the DLQ with the reason', async () => {
    const def = eventDef('failing');
    const queues = track(prefix, 'failing');
    const attempts: { attempt: number; at: number }[] = [];
    await bus.subscribe({
      consumer: prefix,
      purpose: 'failing',
      events: [def],
      maxAttempts: 3,
      retryDelayMs: 150,
      async handle(_event, ctx) {
        attempts.push({ attempt: ctx.attempt, at: performance.now() });
        throw new Error(`boom on attempt ${ctx.attempt}`);
      },
    });
    const sent = envelope(def.type, { n: 1 });
    await bus.publish(sent);

    const parked = await getMessage(raw.channel, queues.dlq);
    const headers = parked.properties.headers ?? {};
    expect(JSON.parse(parked.content.toString())).toEqual(sent);
    expect(parked.properties.messageId).toBe(sent.messageId);
    expect(headers[HEADERS.attempts]).toBe(3);
    expect(headers[HEADERS.failureReason]).toBe('handler failed after 3 attempts: Error: boom on attempt 3');
    expect(headers[HEADERS.originalRoutingKey]).toBe(def.type);
    expect(attempts.map((entry) => entry.attempt)).toEqual([1, 2, 3]);
    // Backoff: 150 ms after the first failure, 300 ms after the second (a TTL never fires early).
    const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(140);
    expect(gaps[1]).toBeGreaterThanOrEqual(290);
    // Nothing is left behind in the main or retry queue.
    expect((await raw.channel.checkQueue(queues.main)).messageCount).toBe(0);
    expect((await raw.channel.checkQueue(queues.retry)).messageCount).toBe(0);
  });

  it('retries a handler failing on an unreachable dependency without spending its attempts', async () => {
    const def = eventDef('outage');
    const queues = track(prefix, 'outage');
    let calls = 0;
    const handled: number[] = [];
    await bus.subscribe({
      consumer: prefix,
      purpose: 'outage',
      events: [def],
      maxAttempts: 2,
      retryDelayMs: 20,
      async handle(_event, ctx) {
        calls += 1;
        // Four failures, more than maxAttempts: the database is restarting.
        if (calls <= 4)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        handled.push(ctx.attempt);
      },
    });
    await bus.publish(envelope(def.type, { n: 1 }));
    await eventually(async () => (handled.length > 0 ? true : undefined), 'the handler succeeding');
    expect(calls).toBe(5);
    expect(handled).toEqual([1]);
    expect((await raw.channel.checkQueue(queues.dlq)).messageCount).toBe(0);
  });

  it('sends an invalid message straight to the DLQ without calling the handler', async () => {
    const def = eventDef('strict');
    const queues = track(prefix, 'strict');
    let calls = 0;
    await bus.subscribe({
      consumer: prefix,
      purpose: 'strict',
      events: [def],
      async handle() {
        calls += 1;
      },
    });
    raw.channel.publish('events', def.type, Buffer.from('{not json'), { messageId: 'garbage-1' });
    const first = await getMessage(raw.channel, queues.dlq);
    expect(first.properties.messageId).toBe('garbage-1');
    expect(String(first.properties.headers?.[HEADERS.failureReason])).toMatch(
      /^invalid message: unparseable JSON/,
    );
    expect(first.properties.headers?.[HEADERS.attempts]).toBe(1);

    await bus.publish(envelope(def.type, { n: 'not a number' }, 'bad-data-1'));
    const second = await getMessage(raw.channel, queues.dlq);
    expect(second.properties.messageId).toBe('bad-data-1');
    expect(String(second.properties.headers?.[HEADERS.failureReason])).toMatch(
      /^invalid message: invalid data: n /,
    );
    expect(calls).toBe(0);
  });

  it('applies a message delivered twice (same messageId) exactly once', async () => {
    const def = eventDef('once');
    track(prefix, 'once');
    await bus.subscribe({
      consumer: prefix,
      purpose: 'once',
      events: [def],
      inboxDb: database.db,
      prefetch: 1, // one message at a time, in queue order
      async handle(event, ctx) {
        await ctx.trx!.insertInto('effects').values({ message_id: event.messageId }).execute();
      },
    });
    const duplicated = envelope(def.type, { n: 1 });
    await bus.publish(duplicated);
    await bus.publish(duplicated);
    const marker = envelope(def.type, { n: 2 });
    await bus.publish(marker);
    // With prefetch 1 the marker is delivered only once both copies were settled.
    await eventually(
      async () => ((await countEffects(marker.messageId)) === 1 ? true : undefined),
      'the marker',
    );
    expect(await countEffects(duplicated.messageId)).toBe(1);
    const inbox = await database.db
      .selectFrom('inbox')
      .selectAll()
      .where('message_id', '=', duplicated.messageId)
      .execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.consumer).toBe(`${prefix}.once`);
  });

  it('rolls back the inbox record with the effects of a failed attempt, so the retry applies it', async () => {
    const def = eventDef('rollback');
    track(prefix, 'rollback');
    const attempts: number[] = [];
    await bus.subscribe({
      consumer: prefix,
      purpose: 'rollback',
      events: [def],
      inboxDb: database.db,
      retryDelayMs: 50,
      async handle(event, ctx) {
        attempts.push(ctx.attempt);
        await ctx.trx!.insertInto('effects').values({ message_id: event.messageId }).execute();
        if (ctx.attempt === 1) throw new Error('transient failure after a write');
      },
    });
    const sent = envelope(def.type, { n: 1 });
    await bus.publish(sent);
    await eventually(async () => ((await countEffects(sent.messageId)) > 0 ? true : undefined), 'the retry');
    expect(attempts).toEqual([1, 2]);
    expect(await countEffects(sent.messageId)).toBe(1);
  });
});

async function countEffects(messageId: string): Promise<number> {
  const row = await database.db
    .selectFrom('effects')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
  return row.count;
}
