import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-messages';
import type { ConfirmOfferResponse } from '@courtage/contracts/offer/confirm-offer.rpc';
import type { ApiResult } from '../../lib/gateway/api-result.ts';

/** §8 wording of the confirmation step: the contract's CONFIRM_MESSAGES. */
export const CONFIRM_TEXT = {
  noSlot: CONFIRM_MESSAGES.noSlot,
  failure: CONFIRM_MESSAGES.failure,
  success: CONFIRM_MESSAGES.success,
  successNoEmail: CONFIRM_MESSAGES.successNoEmail,
} as const;

export type ConfirmOutcome =
  | {
      kind: 'confirmed';
      message: string;
      dateSlot: string;
      timeSlot: string;
      /** The subscription capability, kept by this page only. */
      subscriptionToken: string;
    }
  /** A 4xx with its French message; 429: the booking limit, saying when to come back. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; message: string };

/**
 * The subscription page of a confirmed offer, with its capability in the fragment (never sent
 * to a server: not in access logs nor in a Referer). The emailed link has the same shape.
 */
export function subscribeHref(offerId: string, subscriptionToken: string): string {
  return `/subscribe?offerId=${encodeURIComponent(offerId)}#cle=${encodeURIComponent(subscriptionToken)}`;
}

/**
 * What to tell the visitor after `POST /api/v1/confirm-offer`: success with or without the
 * email; a 4xx carries its own French message (past or full slot, already confirmed...); a
 * network failure or 5xx is the §8 failure message.
 */
export function confirmOutcome(result: ApiResult<ConfirmOfferResponse>): ConfirmOutcome {
  if (result.ok) {
    const message = result.body.emailQueued ? CONFIRM_TEXT.success : CONFIRM_TEXT.successNoEmail;
    const { dateSlot, timeSlot, subscriptionToken } = result.body;
    return { kind: 'confirmed', message, dateSlot, timeSlot, subscriptionToken };
  }
  if (result.status >= 400 && result.status < 500 && result.message)
    return { kind: 'refused', status: result.status, message: result.message };
  return { kind: 'failed', message: CONFIRM_TEXT.failure };
}
