import { startAuthProcess } from '@courtage/auth/testing/auth-process';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildTestApp } from './test-app.ts';

export const TEST_ADMIN = { email: 'premier.admin@example.fr', password: 'Premier-admin-2026' } as const;

export type AuthStack = {
  app: FastifyInstance;
  /** A client on the auth service's own schema (to read the outbox, age a row...). */
  sql: pg.Client;
  /** The auth service's own vhost (another service under test may join it). */
  amqpUrl: string;
  /** The newest `auth.email.requested` event sent to `to` (from the outbox), or undefined after 10 s. */
  lastEmail(to: string, template?: string): Promise<Record<string, string> | undefined>;
  /**
   * A customer account as a visitor gets one: sign-up (202), the emailed activation
   * link, then sign-in; the sign-in's answer (`{ user, tokens }`).
   */
  signUpCustomer(
    email: string,
    password: string,
    remoteAddress: string,
  ): Promise<{ user: { id: string; email: string }; tokens: Record<string, string> }>;
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
  const app = await buildTestApp({ AMQP_URL: auth.amqpUrl, RPC_TIMEOUT_MS: '10000' });

  const stack: AuthStack = {
    app,
    sql,
    amqpUrl: auth.amqpUrl,
    async signUpCustomer(email, password, remoteAddress) {
      const post = (url: string, payload?: object) =>
        app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });
      const asked = await post('/auth/v1/user/signup', {
        email,
        password,
        firstName: 'Camille',
        lastName: 'Durand',
        phoneNumber: '06 11 22 33 44',
      });
      if (asked.statusCode !== 202) throw new Error(`sign-up: ${asked.statusCode} ${asked.body}`);
      const link = (await stack.lastEmail(email, 'customer-email-verification'))?.link;
      if (!link) throw new Error(`no activation email to ${email}`);
      const activated = await post(`/auth/v1/user/verify-email/${link.split('/').pop()}`);
      if (activated.statusCode !== 200)
        throw new Error(`activation: ${activated.statusCode} ${activated.body}`);
      const login = await post('/auth/v1/user/login', { email, password });
      if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
      return login.json();
    },
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
  return stack;
}
