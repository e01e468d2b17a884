import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/migrations.ts';
import { startRetention } from '../src/retention.ts';
import { runtimeTablesOf } from '../src/runtime-tables.ts';
import { createTestDatabase, logger } from './helpers.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase('retention');
  await runMigrations(database.pool, new URL('./fixtures/effects-migrations', import.meta.url), logger);
});

afterAll(async () => {
  await database.drop();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function addOutbox(label: string, occurredDaysAgo: number, publishedDaysAgo: number | null) {
  await database.db
    .insertInto('outbox')
    .values({
      message_id: randomUUID(),
      type: 'rt.retention.tested',
      version: 1,
      correlation_id: label,
      occurred_at: daysAgo(occurredDaysAgo),
      data: JSON.stringify({ label }),
      published_at: publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo),
    } as never)
    .execute();
}

describe('outbox and inbox retention (real PostgreSQL)', () => {
  it('deletes published outbox rows and inbox ids past retention, in batches, and nothing else', async () => {
    for (let i = 0; i < 7; i++) await addOutbox(`old-published-${i}`, 10, 10);
    await addOutbox('old-unpublished', 40, null);
    await addOutbox('recent-published', 2, 2);
    await addOutbox('recent-unpublished', 0, null);
    const inbox = [
      { consumer: 'rt-retention', message_id: 'old-1', received_at: daysAgo(31) },
      { consumer: 'rt-retention', message_id: 'old-2', received_at: daysAgo(45) },
      { consumer: 'rt-retention', message_id: 'recent', received_at: daysAgo(29) },
    ];
    await database.db
      .insertInto('inbox')
      .values(inbox as never)
      .execute();

    const retention = startRetention({
      db: runtimeTablesOf(database.db),
      logger,
      outboxDays: 7,
      inboxDays: 30,
      intervalMs: 3_600_000,
      batchSize: 3, // 7 old rows: three batches
    });
    try {
      expect(await retention.prune()).toEqual({ outbox: 7, inbox: 2 });
      const left = await sql<{ correlation_id: string }>`
        select correlation_id from outbox where type = 'rt.retention.tested' order by id`.execute(
        database.db,
      );
      expect(left.rows.map((r) => r.correlation_id)).toEqual([
        'old-unpublished',
        'recent-published',
        'recent-unpublished',
      ]);
      const kept = await database.db
        .selectFrom('inbox')
        .select('message_id')
        .where('consumer', '=', 'rt-retention')
        .execute();
      expect(kept.map((r) => r.message_id)).toEqual(['recent']);
      // A second pass finds nothing more.
      expect(await retention.prune()).toEqual({ outbox: 0, inbox: 0 });
    } finally {
      retention.stop();
    }
  });
});
