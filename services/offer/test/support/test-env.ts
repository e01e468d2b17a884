import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * This package's own RabbitMQ vhost and database: a test-profile stack running at the
 * same time (journeys) neither answers these tests' RPCs nor sees their tariff changes.
 * Both are created on first use (and by infra/bin/ensure-servers.sh).
 */
export const AMQP_VHOST = 'courtage_test_offer';
export const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${AMQP_VHOST}`;
export const DATABASE_NAME = 'courtage_test_offer_it';
export const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;

export async function ensureVhostAndDatabase(
  names: { vhost: string; database: string } = { vhost: AMQP_VHOST, database: DATABASE_NAME },
): Promise<void> {
  const DATABASE_NAME = names.database;
  await run('rabbitmqctl', ['-q', 'add_vhost', names.vhost]).catch(() => undefined);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', names.vhost, 'guest', '.*', '.*', '.*']);
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [DATABASE_NAME]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${DATABASE_NAME} LOGIN`);
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (db.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME} OWNER ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
}

/** Env of an offer process under test; HEALTH_PORT is chosen by startServiceProcess. */
export function offerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AMQP_URL,
    DATABASE_URL,
    OFFER_CATALOG_REFRESH_MS: '1000',
    // Tests book far-away slots of their own, so that reruns never find them full.
    OFFER_BOOKING_HORIZON_DAYS: '10000',
    OFFER_ENCRYPTION_KEY: 'b'.repeat(64),
    ...overrides,
  };
}
