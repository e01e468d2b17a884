import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildTestApp } from './test-app.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DATABASE_URL = 'postgres://courtage_test_auth@127.0.0.1:5432/courtage_test_auth';

export const TEST_ADMIN = { email: 'premier.admin@example.fr', password: 'Premier-admin-2026' } as const;

export type AuthStack = {
  app: FastifyInstance;
  /** A client on the auth service's own schema (to read the outbox, age a row...). */
  sql: pg.Client;
  /** The newest `auth.email.requested` event sent to `to` (from the outbox), or undefined after 10 s. */
  lastEmail(to: string, template?: string): Promise<Record<string, string> | undefined>;
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

async function waitHealthy(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the auth service did not start:\n${output()}`);
}

/**
 * A real auth service process and a gateway for one test file: its own RabbitMQ vhost
 * (`courtage_test_auth_<label>_<random>`, so that two files or two runs never answer each
 * other's RPCs) and its own schema of `courtage_test_auth`, both dropped at the end.
 */
export async function startAuthStack(label: string, env: Record<string, string> = {}): Promise<AuthStack> {
  // Unique per run: two runs of the same file at once (two engineers' `npm test`) must not
  // answer each other's RPCs from services on different schemas. Deleted by stop().
  const vhost = `courtage_test_auth_${label}_${randomUUID().slice(0, 8)}`;
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  const amqpUrl = `amqp://guest:guest@127.0.0.1:5672/${vhost}`;

  const schema = `gw_${label}_${Date.now().toString(36)}`;
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
      LOG_LEVEL: process.env.GATEWAY_TEST_LOG_LEVEL ?? 'warn',
      AMQP_URL: amqpUrl,
      DATABASE_URL: url.toString(),
      HEALTH_PORT: String(healthPort),
      AUTH_SEED_DEMO: 'false',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PUBLIC_SITE_URL: 'http://site.test',
      PUBLIC_API_URL: 'http://api.test',
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
  await waitHealthy(child, healthPort, () => output);
  // The gateway reads its sign-in settings from env; one test IP signs in many times.
  process.env.AUTH_RATE_LIMIT ??= '1000';
  const app = await buildTestApp({ AMQP_URL: amqpUrl, RPC_TIMEOUT_MS: '10000' });

  return {
    app,
    sql,
    async lastEmail(to, template) {
      // Some emails are requested after the answer (password reset): poll for a while.
      const deadline = Date.now() + 10_000;
      do {
        const { rows } = await sql.query(
          `select data from outbox where type = 'auth.email.requested' order by id desc`,
        );
        const found = rows.find(({ data }) => data.to === to && (!template || data.template === template));
        if (found) return found.data;
        await new Promise((resolve) => setTimeout(resolve, 50));
      } while (Date.now() < deadline);
      return undefined;
    },
    async stop() {
      await app.close();
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
