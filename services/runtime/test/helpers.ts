import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '../src/logger.ts';

export const AMQP_URL =
  process.env.RUNTIME_TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672/courtage_test';
export const DATABASE_URL =
  process.env.RUNTIME_TEST_DATABASE_URL ??
  'postgres://courtage_test_runtime@127.0.0.1:5432/courtage_test_runtime';

export const logger: Logger = createLogger('runtime-test', process.env.RUNTIME_TEST_LOG_LEVEL ?? 'silent');

/** A name no other test (here or in another package) uses: queues and services are shared per vhost. */
export function uniqueName(prefix: string): string {
  return `rt-${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
}
