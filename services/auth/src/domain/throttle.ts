import { AppError } from '@courtage/contracts/errors';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';
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
  const row = await db
    .selectFrom('throttle_hits')
    .select((eb) => eb.fn.countAll<number>().as('hits'))
    .where('bucket', '=', bucket)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirstOrThrow();
  if (Number(row.hits) >= max) throw new AppError('RATE_LIMITED', message);
}

/** Counts one hit (a failed sign-in, a reset request...) against `bucket`. */
export async function recordHit(db: Executor, bucket: string): Promise<void> {
  await db.insertInto('throttle_hits').values({ bucket }).execute();
  // Old hits are worthless: prune this bucket's so the table stays small.
  await db
    .deleteFrom('throttle_hits')
    .where('bucket', '=', bucket)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function clearHits(db: Executor, bucket: string): Promise<void> {
  await db.deleteFrom('throttle_hits').where('bucket', '=', bucket).execute();
}

/** Buckets are keyed by the lower-cased email, whether or not an account has it. */
export function accountBucket(action: string, kind: string, email: string): string {
  return `${action}:${kind}:${email.trim().toLowerCase()}`;
}
