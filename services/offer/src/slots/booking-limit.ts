import { createHash } from 'node:crypto';
import { AppError } from '@courtage/contracts/errors';
import type { RateLimitedDetails } from '@courtage/contracts/offer/booking-limit.rpc';
import {
  BOOKING_LIMIT_WINDOW_MS,
  tooManyConfirmationsMessage,
} from '@courtage/contracts/offer/confirm-messages';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import {
  lockAttemptKey,
  recentAttempts,
  recordAttempt,
} from '../repositories/booking-attempts-repository.ts';

/**
 * The booking limit: at most `limit` confirmation attempts an hour per email address and postal
 * code of the comparison. Never per client IP: a family or an office behind one address books
 * freely, and someone booking with another person's email from elsewhere spends his own budget,
 * not the owner's (whose postal code differs). Only a hash of the pair is stored.
 */
export function bookingLimitKey(contact: { email?: unknown; postalCode?: unknown }): string {
  const email = String(contact.email ?? '')
    .trim()
    .toLowerCase();
  const postalCode = String(contact.postalCode ?? '').replace(/\s/g, '');
  return createHash('sha256').update(`${email}\n${postalCode}`).digest('hex');
}

function refusal(oldest: Date | null, now: Date): AppError {
  const retryInMs = Math.max(
    1000,
    (oldest?.getTime() ?? now.getTime()) + BOOKING_LIMIT_WINDOW_MS - now.getTime(),
  );
  const details: RateLimitedDetails = { retryAfterSeconds: Math.ceil(retryInMs / 1000) };
  return new AppError('RATE_LIMITED', tooManyConfirmationsMessage(retryInMs, now), details);
}

/** Attempts left for the key (the next one included); throws the French 429 when none is. */
export async function bookingAttemptsLeft(
  db: Kysely<OfferDatabase>,
  keyHash: string,
  limit: number,
): Promise<number> {
  const { count, oldest } = await recentAttempts(db, keyHash, BOOKING_LIMIT_WINDOW_MS);
  if (count >= limit) throw refusal(oldest, new Date());
  return limit - count;
}

/**
 * Counts a confirmation attempt of the key, or throws the French 429 when the hour's budget is
 * spent (a refused attempt is not counted: waiting the time said is enough).
 */
export async function spendBookingAttempt(
  db: Kysely<OfferDatabase>,
  keyHash: string,
  limit: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAttemptKey(trx, keyHash);
    const { count, oldest } = await recentAttempts(trx, keyHash, BOOKING_LIMIT_WINDOW_MS);
    if (count >= limit) throw refusal(oldest, new Date());
    await recordAttempt(trx, keyHash, BOOKING_LIMIT_WINDOW_MS);
  });
}
