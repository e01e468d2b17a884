import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { startAuthProcess } from '../../../services/auth/test/support/auth-process.ts';
import { buildTestApp } from './test-app.ts';

export const TEST_ADMIN = { email: 'premier.admin@example.fr', password: 'Premier-admin-2026' } as const;

export type AuthStack = {
  app: FastifyInstance;
  /** A client on the auth service's own schema (to read the outbox, age a row...). */
  sql: pg.Client;
  /** The newest `auth.email.requested` event sent to `to` (from the outbox), or undefined after 10 s. */
  lastEmail(to: string, template?: string): Promise<Record<string, string> | undefined>;
  stop(): Promise<void>;
};

/**
 * A real auth service process and a gateway for one test file: its own RabbitMQ vhost
 * (`courtage_test_auth_gw_<label>_<random>`, so that two files or two runs never answer each
 * other's RPCs) and its own schema of `courtage_test_auth`, both dropped at the end.
 */
export async function startAuthStack(label: string, env: Record<string, string> = {}): Promise<AuthStack> {
  const auth = await startAuthProcess(`gw_${label}`, {
    LOG_LEVEL: process.env.GATEWAY_TEST_LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_API_URL: 'http://api.test',
    ...env,
  });
  const { sql } = auth;
  // The gateway reads its sign-in settings from env; one test IP signs in many times.
  process.env.AUTH_RATE_LIMIT ??= '1000';
  const app = await buildTestApp({ AMQP_URL: auth.amqpUrl, RPC_TIMEOUT_MS: '10000' });

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
      await auth.stop();
    },
  };
}
