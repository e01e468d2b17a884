import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Logger } from './logger.ts';
import { type MigrationFile, planMigrations } from './plan-migrations.ts';

const RUNTIME_MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant works; it only has to be the same for every process migrating this database.
const LOCK_KEY = 727_001;

async function listFiles(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function apply(client: pg.PoolClient, migration: MigrationFile, logger: Logger): Promise<void> {
  const sql = await readFile(migration.path, 'utf8');
  await client.query('begin');
  try {
    await client.query(sql);
    await client.query('insert into schema_migrations (name) values ($1)', [migration.name]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
  }
  logger.info({ migration: migration.name }, 'migration applied');
}

/**
 * Applies the runtime's own migrations (outbox, inbox) then every `NNNN_name.sql` in
 * `dir`, in order, each in a transaction, recorded in `schema_migrations`, under a
 * Postgres advisory lock so concurrent starts are safe. Returns the names applied.
 */
export async function runMigrations(pool: pg.Pool, dir: string | URL, logger: Logger): Promise<string[]> {
  const folder = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await client.query(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const { rows } = await client.query<{ name: string }>('select name from schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const pending = [
        ...planMigrations(await listFiles(RUNTIME_MIGRATIONS), applied, RUNTIME_MIGRATIONS, 'runtime/'),
        ...planMigrations(await listFiles(folder), applied, folder),
      ];
      for (const migration of pending) await apply(client, migration, logger);
      return pending.map((migration) => migration.name);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
