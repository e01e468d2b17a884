import { randomUUID } from 'node:crypto';
import { defineEvent } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, type EventEnvelope } from '../src/bus.ts';
import { runMigrations } from '../src/migrations.ts';
import { HEADERS } from '../src/retry-policy.ts';
import { defineSubscription, queuesOf } from '../src/subscriber.ts';
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

/** A promise a handler waits on, and what opens it. */
function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

describe('subscriptions handling batches', () => {
  it('handles the messages that wait together, each exactly once, and the first one alone', async () => {
    const def = eventDef('batched');
    const queues = track(prefix, 'batched');
    const alone: number[] = [];
    const batches: number[][] = [];
    const { held, release } = gate();
    await bus.subscribe(
      defineSubscription({
        consumer: prefix,
        purpose: 'batched',
        events: [def],
        async handle(event) {
          alone.push(event.data.n);
          // The first message is held: the next ones are delivered meanwhile and wait.
          if (event.data.n === 0) await held;
        },
        async handleBatch(events) {
          batches.push(events.map((event) => event.data.n));
        },
      }),
    );
    await bus.publish(envelope(def.type, { n: 0 }));
    await eventually(async () => (alone.includes(0) ? true : undefined), 'the first message');
    for (let n = 1; n <= 20; n += 1) await bus.publish(envelope(def.type, { n }));
    // Confirmed is not yet delivered: release once the queue has handed them all over.
    await eventually(async () => {
      const main = await raw.channel.checkQueue(queues.main);
      return main.messageCount === 0 ? true : undefined;
    }, 'the 20 delivered');
    release();
    await eventually(
      async () => (alone.length + batches.flat().length === 21 ? true : undefined),
      'all 21 events',
    );
    expect(alone[0]).toBe(0);
    expect([...alone, ...batches.flat()].sort((a, b) => a - b)).toEqual([...Array(21).keys()]);
    // The 20 that waited behind the first went together. The broker counting them delivered
    // does not mean this process has read them all yet (another connection answered
    // checkQueue), so on a loaded machine the last few may follow in a second group.
    expect(batches[0]!.length).toBeGreaterThan(1);
    expect(alone.length - 1 + batches.length).toBeLessThanOrEqual(2);
    const main = await raw.channel.checkQueue(queues.main);
    expect(main.messageCount).toBe(0);
  });

  it('falls back to one event at a time when a batch fails: the good ones applied, the bad one retried then parked, an invalid one parked', async () => {
    const def = eventDef('batch-fails');
    const queues = track(prefix, 'batch-fails');
    const applied: number[] = [];
    const attemptsOfBad: number[] = [];
    let batchCalls = 0;
    const { held, release } = gate();
    await bus.subscribe(
      defineSubscription({
        consumer: prefix,
        purpose: 'batch-fails',
        events: [def],
        maxAttempts: 2,
        retryDelayMs: 20,
        async handle(event, ctx) {
          if (event.data.n === 0) await held;
          if (event.data.n === 13) {
            attemptsOfBad.push(ctx.attempt);
            throw new Error('13 is refused');
          }
          applied.push(event.data.n);
        },
        async handleBatch(events) {
          batchCalls += 1;
          if (events.some((event) => event.data.n === 13)) throw new Error('the batch holds 13');
          applied.push(...events.map((event) => event.data.n));
        },
      }),
    );
    await bus.publish(envelope(def.type, { n: 0 }));
    await eventually(async () => (batchCalls === 0 ? true : undefined), 'the first message');
    for (const n of [11, 12, 13, 14]) await bus.publish(envelope(def.type, { n }));
    raw.channel.publish('events', def.type, Buffer.from('{not json'), { messageId: 'garbage-in-batch' });
    await bus.publish(envelope(def.type, { n: 15 }));
    release();
    const parked = [await getMessage(raw.channel, queues.dlq), await getMessage(raw.channel, queues.dlq)];
    const reasons = Object.fromEntries(
      parked.map((message) => [
        message.properties.messageId === 'garbage-in-batch' ? 'garbage' : 'bad',
        String(message.properties.headers?.[HEADERS.failureReason]),
      ]),
    );
    expect(reasons.garbage).toMatch(/^invalid message: unparseable JSON/);
    expect(reasons.bad).toBe('handler failed after 2 attempts: Error: 13 is refused');
    await eventually(async () => (applied.length === 5 ? true : undefined), 'the good events');
    expect([...applied].sort((a, b) => a - b)).toEqual([0, 11, 12, 14, 15]);
    expect(attemptsOfBad).toEqual([1, 2]);
    expect(batchCalls).toBeGreaterThanOrEqual(1);
  });

  it('settles each event of a message of several on its own: applied once, retried alone, parked alone', async () => {
    const def = eventDef('multi');
    const queues = track(prefix, 'multi');
    const attemptsOfFailing: number[] = [];
    await bus.subscribe(
      defineSubscription({
        consumer: prefix,
        purpose: 'multi',
        events: [def],
        inboxDb: database.db,
        maxAttempts: 2,
        retryDelayMs: 20,
        async handle(event, ctx) {
          if (event.data.n === 3) {
            attemptsOfFailing.push(ctx.attempt);
            throw new Error('3 is refused');
          }
          await ctx.trx!.insertInto('effects').values({ message_id: event.messageId }).execute();
        },
      }),
    );
    const events = [1, 2, 3, 4].map((n) => envelope(def.type, { n }));
    const invalid = envelope(def.type, { n: 'five' }, 'invalid-in-multi');
    // One message: four events of the type and an invalid one, then the first again alone.
    await bus.publishBatch([...events, invalid]);
    await bus.publish(events[0]!);
    const parked = [await getMessage(raw.channel, queues.dlq), await getMessage(raw.channel, queues.dlq)];
    const byId = Object.fromEntries(parked.map((message) => [message.properties.messageId, message]));
    expect(Object.keys(byId).sort()).toEqual([events[2]!.messageId, 'invalid-in-multi'].sort());
    // Each parked copy holds its own event only, with its reason.
    expect(JSON.parse(byId[events[2]!.messageId]!.content.toString())).toEqual(events[2]);
    expect(byId[events[2]!.messageId]!.properties.headers?.[HEADERS.failureReason]).toBe(
      'handler failed after 2 attempts: Error: 3 is refused',
    );
    expect(byId[events[2]!.messageId]!.properties.headers?.[HEADERS.correlationId]).toBe('corr-sub');
    expect(byId[events[2]!.messageId]!.properties.headers?.['x-events']).toBeUndefined();
    expect(JSON.parse(byId['invalid-in-multi']!.content.toString())).toEqual(invalid);
    expect(String(byId['invalid-in-multi']!.properties.headers?.[HEADERS.failureReason])).toMatch(
      /^invalid message: invalid data: n /,
    );
    expect(attemptsOfFailing).toEqual([1, 2]);
    await eventually(
      async () =>
        (await Promise.all([0, 1, 3].map((i) => countEffects(events[i]!.messageId)))).every((n) => n === 1)
          ? true
          : undefined,
      'events 1, 2 and 4 applied',
    );
    expect(await countEffects(events[0]!.messageId)).toBe(1);
    expect(await countEffects(events[2]!.messageId)).toBe(0);
    expect((await raw.channel.checkQueue(queues.main)).messageCount).toBe(0);
  });

  it('hands the events of a message of several to handleBatch together', async () => {
    const def = eventDef('multi-batched');
    track(prefix, 'multi-batched');
    const alone: number[] = [];
    const batches: number[][] = [];
    await bus.subscribe(
      defineSubscription({
        consumer: prefix,
        purpose: 'multi-batched',
        events: [def],
        async handle(event) {
          alone.push(event.data.n);
        },
        async handleBatch(events) {
          batches.push(events.map((event) => event.data.n));
        },
      }),
    );
    await bus.publishBatch([1, 2, 3, 4, 5, 6].map((n) => envelope(def.type, { n })));
    await eventually(async () => (batches.flat().length === 6 ? true : undefined), 'the six events');
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(alone).toEqual([]);
  });

  it('refuses handleBatch with an inbox (its effects would not be recorded per message)', async () => {
    const def = eventDef('batch-inbox');
    track(prefix, 'batch-inbox');
    await expect(
      bus.subscribe({
        consumer: prefix,
        purpose: 'batch-inbox',
        events: [def],
        inboxDb: database.db,
        async handle() {},
        async handleBatch() {},
      }),
    ).rejects.toThrow(/handleBatch/);
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
