import { type ChildProcess, execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';

const run = promisify(execFile);
const DATABASE_URL = 'postgres://courtage_test_auth@127.0.0.1:5432/courtage_test_auth';

export type AuthProcess = {
  /** A bus client in the service's vhost, to call its RPCs as the other services do. */
  bus: Bus;
  /** The service's own vhost, for another client (a gateway) to reach it. */
  amqpUrl: string;
  /** A client on the service's own schema. */
  sql: pg.Client;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

/**
 * The auth service as a real process, on a RabbitMQ vhost of this test file alone
 * (`courtage_test_auth_<label>_<random>`, deleted by stop()) and a fresh schema of `courtage_test_auth`.
 */
export async function startAuthProcess(
  label: string,
  env: Record<string, string> = {},
): Promise<AuthProcess> {
  // Unique per run: two runs of the same file at once (two engineers' `npm test`) must not
  // answer each other's RPCs from services on different schemas. Deleted by stop().
  const vhost = `courtage_test_auth_${label}_${randomUUID().slice(0, 8)}`;
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  const amqpUrl = `amqp://guest:guest@127.0.0.1:5672/${vhost}`;

  const schema = `svc_${label}_${Date.now().toString(36)}`;
  const sql = new pg.Client({ connectionString: DATABASE_URL });
  await sql.connect();
  await sql.query(`create schema ${schema}`);
  await sql.query(`set search_path = ${schema}`);
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);

  const service = await startServiceProcess(
    'services/auth/src/main.ts',
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.AUTH_TEST_LOG_LEVEL ?? 'warn',
      AMQP_URL: amqpUrl,
      DATABASE_URL: url.toString(),
      AUTH_SEED_DEMO: 'false',
      PUBLIC_SITE_URL: 'http://site.test',
      ...env,
    },
    { healthTimeoutMs: 60_000 },
  );
  const bus = await createBus({
    url: amqpUrl,
    name: `auth-test-${label}`,
    logger: createLogger('auth-test', 'silent'),
  });
  return {
    bus,
    amqpUrl,
    sql,
    child: service.child,
    output: service.output,
    async stop() {
      await bus.close();
      await service.stop();
      await sql.query(`drop schema if exists ${schema} cascade`);
      await run('rabbitmqctl', ['-q', 'delete_vhost', vhost]).catch(() => undefined);
      await sql.end();
    },
  };
}
