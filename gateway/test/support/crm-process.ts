import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A real crm process on a vhost and database of the calling test file's own (both created when
 * missing), so that no other file's processes take its messages. `amqpUrl` is for the gateway.
 */
export async function startCrmProcess(name: string): Promise<{ crm: ServiceProcess; amqpUrl: string }> {
  const amqpUrl = `amqp://guest:guest@127.0.0.1:5672/${name}`;
  await run('rabbitmqctl', ['-q', 'add_vhost', name]).catch(() => undefined);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', name, 'guest', '.*', '.*', '.*']);
  const postgres = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await postgres.connect();
  const found = await postgres.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rows.length === 0) await postgres.query(`CREATE DATABASE ${name}`);
  await postgres.end();
  const crm = await startServiceProcess('services/crm/src/main.ts', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AMQP_URL: amqpUrl,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
  });
  return { crm, amqpUrl };
}
