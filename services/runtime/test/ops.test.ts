import { randomUUID } from 'node:crypto';
import { defineEvent } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/audit/list-audit.ts';
import type { RpcHandler, RpcMeta } from '../src/bus.ts';
import { type Bus, createBus } from '../src/bus.ts';
import { renderMetrics } from '../src/metrics.ts';
import { runMigrations } from '../src/migrations.ts';
import { opsHandlers, registerServiceGauges } from '../src/ops.ts';
import { HEADERS } from '../src/retry-policy.ts';
import { runtimeTablesOf } from '../src/runtime-tables.ts';
import { queuesOf } from '../src/subscriber.ts';
import {
  AMQP_URL,
  createTestDatabase,
  deleteQueues,
  eventually,
  logger,
  openRawChannel,
  uniqueName,
} from './helpers.ts';

const prefix = uniqueName('ops');
const consumer = `${prefix}-consumer`;
const queues = queuesOf({ consumer, purpose: 'parked' });
const event = defineEvent({
  type: `${prefix}.thing.happened`,
  version: 1,
  data: Type.Object({ n: Type.Integer() }),
});
const admin: RpcMeta = {
  correlationId: 'corr-ops',
  actor: { kind: 'admin', id: 'staff-ops', role: 'admin' },
};

let bus: Bus;
let raw: Awaited<ReturnType<typeof openRawChannel>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handlers: Map<string, RpcHandler>;
const handled: number[] = [];

function call(type: string, data: unknown) {
  const handler = handlers.get(`crm.${type}`);
  if (!handler) throw new Error(`no handler ${type}`);
  return handler.handle(data, admin);
}

/** A message parked on purpose, as the bus parks one after its last failed attempt. */
function park(n: number, reason: string): string {
  const messageId = randomUUID();
  const body = {
    messageId,
    type: event.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: 'c',
    data: { n },
  };
  raw.channel.sendToQueue(queues.dlq, Buffer.from(JSON.stringify(body)), {
    persistent: true,
    messageId,
    type: event.type,
    contentType: 'application/json',
    headers: {
      [HEADERS.failureReason]: reason,
      [HEADERS.attempts]: 5,
      [HEADERS.originalRoutingKey]: event.type,
      [HEADERS.failedAt]: new Date().toISOString(),
    },
  });
  return messageId;
}

beforeAll(async () => {
  bus = await createBus({ url: AMQP_URL, name: prefix, logger });
  raw = await openRawChannel();
  database = await createTestDatabase('ops');
  await runMigrations(database.pool, new URL('./fixtures/effects-migrations', import.meta.url), logger);
  await bus.subscribe({
    consumer,
    purpose: 'parked',
    events: [event],
    inboxDb: database.db,
    retryDelayMs: 50,
    async handle(envelope, ctx) {
      handled.push((envelope.data as { n: number }).n);
      await sql`insert into effects (message_id) values (${envelope.messageId})`.execute(ctx.trx!);
    },
  });
  const deps = {
    name: 'crm',
    db: runtimeTablesOf(database.db),
    bus,
    checks: { db: async () => undefined },
    queues: () => [queues.main, queues.retry, queues.dlq],
  };
  handlers = new Map(opsHandlers(deps).map((handler) => [handler.def.type, handler]));
  registerServiceGauges(deps);
});

afterAll(async () => {
  await bus.close();
  await deleteQueues(raw.channel, [queues.main, queues.retry, queues.dlq]);
  await raw.close();
  await database.drop();
});

type Status = {
  deadLetters: { id: string; reason: string; routingKey: string | null; attempts: number | null }[];
  queues: { queue: string; messages: number }[];
};

describe('ops console RPCs (real RabbitMQ and PostgreSQL)', () => {
  it('lists a parked message with its reason, replays it once, and writes the replay to the audit log', async () => {
    const id = park(7, 'handler failed after 5 attempts: SMTP refusé');
    const status = await eventually(async () => {
      const answer = (await call('ops-status', { deadLetterLimit: 50 })) as Status;
      return answer.deadLetters.some((letter) => letter.id === id) ? answer : undefined;
    }, 'the parked message in the status');
    expect(status.deadLetters.find((letter) => letter.id === id)).toMatchObject({
      reason: 'handler failed after 5 attempts: SMTP refusé',
      routingKey: event.type,
      attempts: 5,
    });
    expect(status.queues.find((queue) => queue.queue === queues.dlq)?.messages).toBe(1);
    // Listing leaves the message where it was.
    const again = (await call('ops-status', { deadLetterLimit: 50 })) as Status;
    expect(again.deadLetters.map((letter) => letter.id)).toEqual([id]);

    await expect(call('ops-replay-dead-letter', { queue: queues.dlq, id })).resolves.toEqual({
      queue: queues.dlq,
      id,
      to: queues.main,
    });
    // Handled means its transaction committed (the handler runs before the commit).
    const countEffects = async () => {
      const effects = await sql<{
        n: string;
      }>`select count(*) as n from effects where message_id = ${id}`.execute(database.db);
      return Number(effects.rows[0]?.n);
    };
    await eventually(
      async () => ((await countEffects()) > 0 ? true : undefined),
      'the replayed message handled',
    );
    expect(await countEffects()).toBe(1);
    expect(handled.filter((n) => n === 7)).toHaveLength(1);

    // Gone from the DLQ: a second replay finds nothing and changes nothing.
    await expect(call('ops-replay-dead-letter', { queue: queues.dlq, id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const history = await listAudit(database.db, 'dead-letter', `${queues.dlq}/${id}`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'replay-dead-letter',
      actor: { kind: 'admin', id: 'staff-ops', role: 'admin' },
      after: { queue: queues.main },
    });
    expect(history[0]?.before).toMatchObject({ reason: expect.stringContaining('SMTP refusé') });
  });

  it('deletes one parked message (audited), leaving the others in their order', async () => {
    const first = park(1, 'premier');
    const second = park(2, 'second');
    await eventually(async () => {
      const answer = (await call('ops-status', { deadLetterLimit: 50 })) as Status;
      return answer.deadLetters.length === 2 ? true : undefined;
    }, 'two parked messages');
    await call('ops-delete-dead-letter', { queue: queues.dlq, id: first });
    const status = (await call('ops-status', { deadLetterLimit: 50 })) as Status;
    expect(status.deadLetters.map((letter) => letter.id)).toEqual([second]);
    expect(handled).not.toContain(1);
    const history = await listAudit(database.db, 'dead-letter', `${queues.dlq}/${first}`);
    expect(history.map((entry) => entry.action)).toEqual(['delete-dead-letter']);
    await call('ops-delete-dead-letter', { queue: queues.dlq, id: second });
  });

  it('refuses a queue that is not one of the service’s dead-letter queues', async () => {
    await expect(
      call('ops-replay-dead-letter', { queue: 'someone-else.things.dlq', id: 'x' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(call('ops-delete-dead-letter', { queue: queues.main, id: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('exposes the queue depths and the outbox lag to Prometheus', async () => {
    park(3, 'pour la jauge');
    const page = await eventually(async () => {
      const { body } = await renderMetrics();
      return body.includes(`courtage_queue_depth{queue="${queues.dlq}"} 1`) ? body : undefined;
    }, 'the DLQ depth in the metrics page');
    expect(page).toMatch(/courtage_outbox_lag_seconds \d/);
    expect(page).toMatch(/courtage_outbox_pending 0/);
    // A queue that does not exist is left out; the ones after it are still read.
    const depths = await bus.queues.depths([
      `${prefix}-missing`,
      queues.dlq,
      `${prefix}-missing-2`,
      queues.main,
    ]);
    expect(depths.map((depth) => depth.queue)).toEqual([queues.dlq, queues.main]);
  });
});
