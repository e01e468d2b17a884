import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import pg from 'pg';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DATABASE_URL = 'postgres://courtage_test_auth@127.0.0.1:5432/courtage_test_auth';

export type AuthProcess = {
  /** A bus client in the service's vhost, to call its RPCs as the other services do. */
  bus: Bus;
  /** A client on the service's own schema. */
  sql: pg.Client;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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

  const healthPort = await freePort();
  const child = spawn(process.execPath, ['services/auth/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.AUTH_TEST_LOG_LEVEL ?? 'warn',
      AMQP_URL: amqpUrl,
      DATABASE_URL: url.toString(),
      HEALTH_PORT: String(healthPort),
      AUTH_SEED_DEMO: 'false',
      PUBLIC_SITE_URL: 'http://site.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 30_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && child.exitCode === null) {
    healthy = await fetch(`http://127.0.0.1:${healthPort}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`the auth service did not start:\n${output}`);
  }
  const bus = await createBus({
    url: amqpUrl,
    name: `auth-test-${label}`,
    logger: createLogger('auth-test', 'silent'),
  });
  return {
    bus,
    sql,
    child,
    output: () => output,
    async stop() {
      await bus.close();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await sql.query(`drop schema if exists ${schema} cascade`);
      await run('rabbitmqctl', ['-q', 'delete_vhost', vhost]).catch(() => undefined);
      await sql.end();
    },
  };
}
