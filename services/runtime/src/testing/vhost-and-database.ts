import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A RabbitMQ vhost and a PostgreSQL database (owned by a role of the same name) of one test file
 * or bench scenario, created when missing: its processes neither answer another suite's RPCs nor
 * publish their outbox rows there. Safe when two callers create the same ones at once.
 */
export async function ensureVhostAndDatabase(vhost: string, database: string): Promise<void> {
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]).catch(() => undefined);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [database]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${database} LOGIN`);
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (db.rowCount === 0) await admin.query(`CREATE DATABASE ${database} OWNER ${database}`);
  } catch (error) {
    // Another caller creating them at the same moment.
    if (!/already exists/.test(String(error))) throw error;
  } finally {
    await admin.end();
  }
}
