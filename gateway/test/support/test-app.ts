import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/build-app.ts';
import { parseGatewayConfig } from '../../src/config.ts';

/** Redis database 1: the test profile's (docs/CONVENTIONS.md). */
export const TEST_REDIS_URL = process.env.GATEWAY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

const DEFAULT_VHOST = 'courtage_test_gateway';
/**
 * A vhost of the gateway's tests alone: they answer and leave unanswered
 * `crm.create-contact-query`, which would race with the crm service's own tests
 * serving `crm.rpc` in `courtage_test` at the same time.
 */
export const TEST_AMQP_URL =
  process.env.GATEWAY_TEST_AMQP_URL ?? `amqp://guest:guest@127.0.0.1:5672/${DEFAULT_VHOST}`;

export const ALLOWED_ORIGIN = 'http://localhost:4321';

const run = promisify(execFile);
export const testLogger = createLogger('gateway-test', process.env.GATEWAY_TEST_LOG_LEVEL ?? 'silent');
let vhostReady: Promise<void> | null = null;

async function createVhostIfMissing(): Promise<void> {
  const probe = await createBus({ url: TEST_AMQP_URL, name: 'gateway-test-probe', logger: testLogger });
  const isConnected = probe.isConnected();
  await probe.close();
  if (!isConnected && !process.env.GATEWAY_TEST_AMQP_URL) {
    // Concurrent test files may both try: "already exists" is fine, permissions are idempotent.
    await run('rabbitmqctl', ['add_vhost', DEFAULT_VHOST]).catch(() => undefined);
    await run('rabbitmqctl', ['set_permissions', '-p', DEFAULT_VHOST, 'guest', '.*', '.*', '.*']);
  }
}

export function ensureTestVhost(): Promise<void> {
  vhostReady ??= createVhostIfMissing();
  return vhostReady;
}

/** A gateway on the test servers; `env` overrides its settings (as strings, like real env). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  await ensureTestVhost();
  return buildApp(
    parseGatewayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.GATEWAY_TEST_LOG_LEVEL ?? 'silent',
      REDIS_URL: TEST_REDIS_URL,
      AMQP_URL: TEST_AMQP_URL,
      CORS_ORIGINS: `${ALLOWED_ORIGIN},http://127.0.0.1:4321`,
      CONTACT_RATE_LIMIT: '1000',
      // One test IP signs in many times; the throttle has its own test.
      AUTH_RATE_LIMIT: '1000',
      // The auth processes the tests start sign with the environment's key, if any.
      ...(process.env.JWT_SECRET ? { JWT_SECRET: process.env.JWT_SECRET } : {}),
      RATE_LIMIT_MAX: '10000',
      // Sweeps send hundreds of requests at once; load shedding has its own test.
      MAX_REQUESTS_IN_FLIGHT: '100000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    }),
  );
}

/**
 * A client address of its own for one test, so that rate-limit counters kept in
 * Redis from other tests (or earlier runs) never interfere.
 */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A valid contact form: a real commune of a real postal code. */
export function validContactForm(): Record<string, unknown> {
  return {
    name: 'Marie Dupont',
    email: 'marie.dupont@example.fr',
    phone: '+33 6 12 34 56 78',
    postalCode: '57000',
    city: 'metz',
    message: 'Bonjour, je souhaite être rappelée pour une mutuelle familiale.',
    consent: true,
  };
}
