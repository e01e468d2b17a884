import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

// The confirmation attempts the booking limit counts (the rule: slots/booking-limit.ts).

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/** Attempts of `keyHash` in the last `windowMs`, and when the oldest of them was made. */
export async function recentAttempts(
  db: Db,
  keyHash: string,
  windowMs: number,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('booking_attempts')
    .select([sql<string>`count(*)`.as('count'), sql<Date | null>`min(attempted_at)`.as('oldest')])
    .where('key_hash', '=', keyHash)
    .where('attempted_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Counts one attempt, and forgets every attempt older than the window (whatever its key). */
export async function recordAttempt(db: Db, keyHash: string, windowMs: number): Promise<void> {
  await db.insertInto('booking_attempts').values({ key_hash: keyHash }).execute();
  await db
    .deleteFrom('booking_attempts')
    .where('attempted_at', '<', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .execute();
}

/** Serialises the attempts of one key (transaction-level advisory lock). */
export async function lockAttemptKey(trx: Transaction<OfferDatabase>, keyHash: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-attempts:${keyHash}`}, 0))`.execute(trx);
}
