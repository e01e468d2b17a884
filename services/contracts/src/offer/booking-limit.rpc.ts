import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';

/**
 * Whether the offer's visitor may still book a call-back, asked before the confirmation step is
 * shown: the limit counts attempts per email address and postal code of the comparison (never
 * per client IP). RATE_LIMITED (429, `details.retryAfterSeconds`) with the French message saying
 * when, as `offer.confirm-offer` would answer; NOT_FOUND for an unknown offer.
 */
export const bookingLimit = defineRpc({
  service: 'offer',
  type: 'offer.booking-limit',
  version: 1,
  request: Type.Object({ offerId: Uuid }, { additionalProperties: false }),
  response: Type.Object(
    {
      /** Attempts left in the window (the next one included). */
      remaining: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  ),
});

export type BookingLimitResponse = Static<typeof bookingLimit.response>;

/** The `details` of a booking limit's RATE_LIMITED: what the gateway puts in Retry-After. */
export type RateLimitedDetails = { retryAfterSeconds: number };

export function isRateLimitedDetails(details: unknown): details is RateLimitedDetails {
  return (
    typeof details === 'object' &&
    details !== null &&
    Number.isInteger((details as RateLimitedDetails).retryAfterSeconds) &&
    (details as RateLimitedDetails).retryAfterSeconds > 0
  );
}
