import { AppError } from '@courtage/contracts/errors';
import type { Kysely, Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';
import { countRecentHits, deleteHits, insertHit } from '../repositories/throttle-repository.ts';
import { AUTH_MESSAGES } from './messages.ts';

type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;

/** The window failed attempts are counted in. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Throws RATE_LIMITED when `bucket` has `max` hits or more in the window. */
export async function assertNotThrottled(
  db: Executor,
  bucket: string,
  max: number,
  message: string = AUTH_MESSAGES.tooManyAttempts,
  windowMs = THROTTLE_WINDOW_MS,
): Promise<void> {
  if ((await countRecentHits(db, bucket, windowMs)) >= max) throw new AppError('RATE_LIMITED', message);
}

/** Counts one hit (a failed sign-in, a reset request...) against `bucket`. */
export async function recordHit(db: Executor, bucket: string): Promise<void> {
  await insertHit(db, bucket);
}

export async function clearHits(db: Executor, bucket: string): Promise<void> {
  await deleteHits(db, bucket);
}

/** Buckets are keyed by the lower-cased email, whether or not an account has it. */
export function accountBucket(action: string, kind: string, email: string): string {
  return `${action}:${kind}:${email.trim().toLowerCase()}`;
}
