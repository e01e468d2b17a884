import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A RabbitMQ vhost and databases of one test run, removed at the end. A service's outbox relay
 * publishes every row of its database's outbox to its own vhost, and a service consumes every
 * message of its vhost's queues: two runs sharing either (the same file run twice at once, or a
 * process left over by an interrupted run) take each other's events.
 */
export async function isolatedRun(prefix: string) {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`bad prefix: ${prefix}`);
  const tag = `${prefix}_${randomBytes(4).toString('hex')}`;
  const vhost = `courtage_test_${tag}`;
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  const databases: string[] = [];
  return {
    amqpUrl: `amqp://guest:guest@127.0.0.1:5672/${vhost}`,
    /** A new, empty database of this run, as a URL. */
    async database(name: string): Promise<string> {
      const database = `courtage_test_${tag}_${name}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${database}`);
      } finally {
        await admin.end();
      }
      databases.push(database);
      return `postgres://postgres@127.0.0.1:5432/${database}`;
    },
    /** After the run's processes have stopped. */
    async remove(): Promise<void> {
      await run('rabbitmqctl', ['-q', 'delete_vhost', vhost]).catch(() => undefined);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      try {
        for (const database of databases)
          await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
