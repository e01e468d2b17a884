import { AppError } from '@courtage/contracts/errors';
import { bookingLimit } from '@courtage/contracts/offer/booking-limit.rpc';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-messages';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { findOfferContact } from '../repositories/offers-repository.ts';
import { bookingAttemptsLeft, bookingLimitKey } from '../slots/booking-limit.ts';
import { OFFER_NOT_FOUND } from './get-offer.ts';

/**
 * `offer.booking-limit`: whether the offer's visitor may still book, asked when the comparator
 * opens its confirmation step, so that the limit's answer comes before the slot is picked, not
 * after. Counts nothing.
 */
export function bookingLimitHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(bookingLimit, async ({ offerId }) => {
    const found = await findOfferContact(deps.db, offerId);
    if (!found) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    if (found.state !== 'proposed') throw new AppError('CONFLICT', CONFIRM_MESSAGES.alreadyConfirmed);
    const remaining = await bookingAttemptsLeft(deps.db, bookingLimitKey(found.contact), deps.bookingLimit);
    return { remaining, limit: deps.bookingLimit };
  });
}
