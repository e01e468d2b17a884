import { AppError } from '@courtage/contracts/errors';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-offer.rpc';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { hasLiveBooking } from '../repositories/slots-repository.ts';

/**
 * One live call-back per comparison and per address: a comparison's dozen offers
 * no longer book a dozen seats, nor does one address book again under new comparisons.
 * "Live": not released (cancelled offer) and not yet past (serialised: see hasLiveBooking).
 */
export async function assertNoLiveBooking(
  trx: Transaction<OfferDatabase>,
  booking: { comparisonId: string; emailKey: string; today: string },
): Promise<void> {
  if (await hasLiveBooking(trx, booking)) {
    throw new AppError('CONFLICT', CONFIRM_MESSAGES.alreadyBooked, [
      { field: 'slot', message: CONFIRM_MESSAGES.alreadyBooked },
    ]);
  }
}
