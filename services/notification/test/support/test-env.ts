import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The test profile of docs/CONVENTIONS.md, narrowed to this package: its own RabbitMQ
 * vhost and Redis database, so that a test-profile stack running at the same time
 * (another package's journey test) neither takes these tests' events and email jobs
 * nor receives theirs. The database is the test profile's.
 */
export const AMQP_VHOST = 'courtage_test_notification';
export const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${AMQP_VHOST}`;
export const REDIS_URL = 'redis://127.0.0.1:6379/3';
/**
 * The contact-email file's own Redis database: it wipes its email queue's keys on purpose (a Redis
 * loss), which must not take the jobs of the other files running at the same time on db 3.
 */
export const CONTACT_EMAILS_REDIS_URL = 'redis://127.0.0.1:6379/13';
/** Its own vhost too: no other file's process takes its events (and so its email jobs). */
export const CONTACT_EMAILS_VHOST = 'courtage_test_notification_contact';
export const CONTACT_EMAILS_AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${CONTACT_EMAILS_VHOST}`;
/**
 * And its own database: a notification process re-adds the jobs of every `queued` email_log row of
 * its database (at start, on Redis ready, every minute), so another file's process on the shared
 * database sent this file's emails through its working SMTP while this file expected them to fail.
 */
export const CONTACT_EMAILS_DATABASE_NAME = 'courtage_test_notification_contact';
export const CONTACT_EMAILS_DATABASE_URL = `postgres://${CONTACT_EMAILS_DATABASE_NAME}@127.0.0.1:5432/${CONTACT_EMAILS_DATABASE_NAME}`;

/** Creates a role and a database of that name, owned by it, if missing (trust auth, as root). */
export async function ensureDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${name} LOGIN`);
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (db.rowCount === 0) await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
  } finally {
    await admin.end();
  }
}
export const DATABASE_URL = 'postgres://courtage_test_notification@127.0.0.1:5432/courtage_test_notification';

/** Creates the vhost if needed (idempotent; rabbitmqctl works here, the tests run as root). */
export async function ensureVhost(vhost = AMQP_VHOST): Promise<void> {
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
}

/** Env of a notification process under test; HEALTH_PORT is chosen by startServiceProcess. */
export function notificationEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AMQP_URL,
    REDIS_URL,
    DATABASE_URL,
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAIL_FROM: 'Courtage Santé <contact@courtage-sante.local>',
    // No CMS answers on port 9: the development broker identity signs the emails, as outside production.
    CMS_URL: 'http://127.0.0.1:9',
    ...overrides,
  };
}

/** A suffix that makes recipients and names unique to one test run. */
export function runId(): string {
  return randomUUID().slice(0, 8);
}
