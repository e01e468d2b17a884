import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/migrations.ts';
import { createTestDatabase, logger } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function freshDatabase() {
  const database = await createTestDatabase('migrations');
  cleanups.push(database.drop);
  return database;
}

async function tablesOf(database: Awaited<ReturnType<typeof freshDatabase>>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${database.schema} order by table_name`.execute(database.db);
  return rows.map((row) => row.name);
}

describe('runMigrations', () => {
  it("applies the runtime's migrations then the service's, in order, once, even when started twice at once", async () => {
    const database = await freshDatabase();
    const dir = new URL('./fixtures/good-migrations', import.meta.url);
    const [first, second] = await Promise.all([
      runMigrations(database.pool, dir, logger),
      runMigrations(database.pool, dir, logger),
    ]);
    const expected = [
      'runtime/0001_outbox_inbox.sql',
      'runtime/0002_outbox_without_notify.sql',
      'runtime/0003_audit_log.sql',
      'runtime/0004_outbox_traceparent.sql',
      'runtime/0140_audit_trail.sql',
      '0001_widgets.sql',
      '0002_widget_colour.sql',
    ];
    // The advisory lock serialises the two runs: one applies everything, the other nothing.
    expect([first, second].sort((a, b) => b.length - a.length)).toEqual([expected, []]);
    expect(await runMigrations(database.pool, dir, logger)).toEqual([]);
    expect(await tablesOf(database)).toEqual([
      'audit_log',
      'inbox',
      'outbox',
      'schema_migrations',
      'widgets',
    ]);
    const widgets = await sql<{ label: string; colour: string }>`select label, colour from widgets`.execute(
      database.db,
    );
    expect(widgets.rows).toEqual([{ label: 'premier', colour: 'bleu' }]);
  });

  it('rolls back a failing migration entirely and keeps the ones before it', async () => {
    const database = await freshDatabase();
    const dir = new URL('./fixtures/bad-migrations', import.meta.url);
    await expect(runMigrations(database.pool, dir, logger)).rejects.toThrow(
      /Migration 0002_broken.sql failed/,
    );
    expect(await tablesOf(database)).toEqual(['audit_log', 'fine', 'inbox', 'outbox', 'schema_migrations']);
    const { rows } = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual([
      '0001_fine.sql',
      'runtime/0001_outbox_inbox.sql',
      'runtime/0002_outbox_without_notify.sql',
      'runtime/0003_audit_log.sql',
      'runtime/0004_outbox_traceparent.sql',
      'runtime/0140_audit_trail.sql',
    ]);
  });
});
