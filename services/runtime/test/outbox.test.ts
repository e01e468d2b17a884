import { defineEvent } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, type EventEnvelope } from '../src/bus.ts';
import { createDatabase } from '../src/database.ts';
import { runMigrations } from '../src/migrations.ts';
import { enqueueEvent, startOutboxRelay } from '../src/outbox.ts';
import { runtimeTablesOf } from '../src/runtime-tables.ts';
import { queuesOf } from '../src/subscriber.ts';
import {
  AMQP_URL,
  createTestDatabase,
  deleteQueues,
  eventually,
  logger,
  openRawChannel,
  type TestDb,
  uniqueName,
} from './helpers.ts';

const prefix = uniqueName('outbox');
let bus: Bus;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const usedQueues: string[] = [];

async function collect(purpose: string, def: ReturnType<typeof eventDef>): Promise<EventEnvelope[]> {
  const received: EventEnvelope[] = [];
  const queues = queuesOf({ consumer: prefix, purpose });
  usedQueues.push(queues.main, queues.retry, queues.dlq);
  await bus.subscribe({
    consumer: prefix,
    purpose,
    events: [def],
    async handle(event) {
      received.push(event);
    },
  });
  return received;
}

function eventDef(name: string) {
  return defineEvent({
    type: `${prefix}.${name}.created`,
    version: 1,
    data: Type.Object({ label: Type.String() }),
  });
}

/** Waits until no outbox row of this event type is left unpublished. */
async function everyRowPublished(type: string): Promise<void> {
  await eventually(async () => {
    const pending = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('type', '=', type)
      .where('published_at', 'is', null)
      .execute();
    return pending.length === 0 ? true : undefined;
  }, 'every row marked published');
}

beforeAll(async () => {
  bus = await createBus({ url: AMQP_URL, name: prefix, logger });
  database = await createTestDatabase('outbox');
  await runMigrations(database.pool, new URL('./fixtures/effects-migrations', import.meta.url), logger);
});

afterAll(async () => {
  await bus.close();
  const raw = await openRawChannel();
  await deleteQueues(raw.channel, usedQueues);
  await raw.close();
  await database.drop();
});

describe('outbox', () => {
  it('never publishes an event written in a rolled-back transaction, publishes a committed one', async () => {
    const def = eventDef('thing');
    const received = await collect('rollback', def);
    // A poll period far beyond the test: only the wake-up after commit can publish in time.
    const relay = startOutboxRelay({
      db: runtimeTablesOf(database.db),
      wake: database.outboxWake,
      bus,
      logger,
      intervalMs: 600_000,
    });
    try {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await enqueueEvent(trx, def, { label: 'rolled back' }, { correlationId: 'corr-rb' });
          throw new Error('the business change failed');
        })
        .catch(() => undefined);
      const committedId = await database.db
        .transaction()
        .execute((trx) => enqueueEvent(trx, def, { label: 'committed' }, { correlationId: 'corr-ok' }));

      await eventually(async () => (received.length > 0 ? true : undefined), 'the committed event');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        messageId: committedId,
        type: def.type,
        version: 1,
        correlationId: 'corr-ok',
        data: { label: 'committed' },
      });
      const rows = await database.db.selectFrom('outbox').selectAll().where('type', '=', def.type).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.message_id).toBe(committedId);
      await eventually(async () => {
        const row = await database.db
          .selectFrom('outbox')
          .select('published_at')
          .where('message_id', '=', committedId)
          .executeTakeFirstOrThrow();
        return row.published_at ?? undefined;
      }, 'the row to be marked published');
    } finally {
      await relay.stop();
    }
  });

  it('wakes the relay after the commit of a transaction that wrote an event, never after a rollback', async () => {
    const def = eventDef('wake');
    let wakes = 0;
    const unsubscribe = database.outboxWake.subscribe(() => {
      wakes += 1;
    });
    try {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await enqueueEvent(trx, def, { label: 'rolled back' }, { correlationId: 'corr-wake' });
          throw new Error('the business change failed');
        })
        .catch(() => undefined);
      await database.db.transaction().execute((trx) => trx.selectFrom('outbox').select('id').execute());
      expect(wakes).toBe(0);
      await database.db.transaction().execute(async (trx) => {
        await enqueueEvent(trx, def, { label: 'one' }, { correlationId: 'corr-wake' });
        // Not woken before the commit: the relay would not see the row yet.
        expect(wakes).toBe(0);
        await enqueueEvent(trx, def, { label: 'two' }, { correlationId: 'corr-wake' });
      });
      expect(wakes).toBe(1);
      await enqueueEvent(database.db, def, { label: 'autocommit' }, { correlationId: 'corr-wake' });
      expect(wakes).toBe(2);
    } finally {
      unsubscribe();
    }
  });

  it('has no NOTIFY trigger on the outbox: writers commit without the global notify lock', async () => {
    const { rows } = await sql<{ tgname: string }>`
      select tgname from pg_trigger where tgrelid = 'outbox'::regclass and not tgisinternal`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
  });

  it('publishes by polling what another process committed, never its rolled-back event', async () => {
    const def = eventDef('polled');
    const received = await collect('polled', def);
    // The writer is another pool whose commits do not wake this relay: only the poll finds them.
    const writer = createDatabase<TestDb>(database.url, logger, 2);
    const relay = startOutboxRelay({ db: runtimeTablesOf(database.db), bus, logger, intervalMs: 50 });
    try {
      await writer.db
        .transaction()
        .execute(async (trx) => {
          await enqueueEvent(trx, def, { label: 'rolled back' }, { correlationId: 'corr-poll-rb' });
          throw new Error('the business change failed');
        })
        .catch(() => undefined);
      const committedId = await writer.db
        .transaction()
        .execute((trx) => enqueueEvent(trx, def, { label: 'committed' }, { correlationId: 'corr-poll' }));
      await eventually(async () => (received.length > 0 ? true : undefined), 'the polled event');
      // A later event published after it proves the rolled-back one is not merely late.
      const laterId = await enqueueEvent(writer.db, def, { label: 'later' }, { correlationId: 'corr-poll' });
      await eventually(async () => (received.length > 1 ? true : undefined), 'the later event');
      expect(received.map((event) => event.messageId)).toEqual([committedId, laterId]);
    } finally {
      await relay.stop();
      await writer.close();
    }
  });

  it('rejects event data that breaks the contract, writing nothing', async () => {
    const def = eventDef('strict');
    // biome-ignore lint/suspicious/noExplicitAny: wrong data on purpose
    const wrong = { label: 42 } as any;
    await expect(enqueueEvent(database.db, def, wrong, { correlationId: 'c' })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    const rows = await database.db.selectFrom('outbox').selectAll().where('type', '=', def.type).execute();
    expect(rows).toHaveLength(0);
  });

  it('publishes a lone row at once and, while busy, lets the rows that keep coming gather into one claim', async () => {
    const def = eventDef('linger');
    // The relay's broker side, by hand: one publishBatch per claim, confirmed when the test
    // opens the gate.
    const claims: string[][] = [];
    let gate: Promise<void> = Promise.resolve();
    let openGate = () => {};
    const fakeBus = {
      async publishBatch(envelopes: readonly EventEnvelope[]) {
        const labels = envelopes
          .filter((envelope) => envelope.type === def.type)
          .map((envelope) => (envelope.data as { label: string }).label);
        if (labels.length > 0) claims.push(labels);
        await gate;
      },
    };
    const relay = startOutboxRelay({
      db: runtimeTablesOf(database.db),
      wake: database.outboxWake,
      bus: fakeBus,
      logger,
      intervalMs: 600_000,
      // Long enough for the test to see b marked and commit d and e on a loaded CI machine.
      lingerMs: 3_000,
    });
    const write = (label: string) =>
      enqueueEvent(database.db, def, { label }, { correlationId: 'corr-linger' });
    try {
      // Quiet: one row, one claim, no waiting.
      await write('a');
      await eventually(async () => (claims.flat().includes('a') ? true : undefined), 'row a');
      // Busy: b's publish is held and c commits meanwhile, so once b's claim ends the relay
      // lingers, and d and e, committed during the linger, go in the same claim as c.
      gate = new Promise((resolve) => {
        openGate = resolve;
      });
      await write('b');
      await eventually(async () => (claims.flat().includes('b') ? true : undefined), 'row b claimed');
      await write('c');
      openGate();
      gate = Promise.resolve();
      // b's claim has ended (its row marked): without the linger c would be claimed now, alone.
      await eventually(async () => {
        const row = await database.db
          .selectFrom('outbox')
          .select('published_at')
          .where('type', '=', def.type)
          .where(sql<string>`data->>'label'`, '=', 'b')
          .executeTakeFirstOrThrow();
        return row.published_at ?? undefined;
      }, 'row b marked published');
      await write('d');
      await write('e');
      await eventually(async () => (claims.flat().length === 5 ? true : undefined), 'rows c, d and e');
      expect(claims).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
      await everyRowPublished(def.type);
    } finally {
      await relay.stop();
    }
  });

  it('lets several relays share the outbox, each event published once', async () => {
    const def = eventDef('shared');
    const received = await collect('shared', def);
    const relays = [1, 2, 3].map(() =>
      startOutboxRelay({
        db: runtimeTablesOf(database.db),
        wake: database.outboxWake,
        bus,
        logger,
        batchSize: 5,
        intervalMs: 50,
      }),
    );
    try {
      const ids = await database.db.transaction().execute(async (trx) => {
        const written: string[] = [];
        for (let index = 0; index < 60; index += 1) {
          written.push(
            await enqueueEvent(trx, def, { label: `n${index}` }, { correlationId: 'corr-shared' }),
          );
        }
        return written;
      });
      await eventually(async () => (received.length >= ids.length ? true : undefined), 'all 60 events');
      await everyRowPublished(def.type);
      expect(received.map((event) => event.messageId).sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  });
});
