import { AppError } from '@courtage/contracts/errors';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-offer.rpc';
import { sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

type Trx = Transaction<OfferDatabase>;

/**
 * One live call-back per comparison and per address (issue 12): a comparison's dozen offers
 * no longer book a dozen seats, nor does one address book again under new comparisons.
 * "Live": not released (cancelled offer) and not yet past. Serialised by transaction-level
 * advisory locks on the comparison and on the address, so two concurrent confirmations of
 * the same comparison cannot both see "none yet".
 */
export async function assertNoLiveBooking(
  trx: Trx,
  booking: { comparisonId: string; emailKey: string; today: string },
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking:comparison:${booking.comparisonId}`}, 0)),
    pg_advisory_xact_lock(hashtextextended(${`booking:email:${booking.emailKey}`}, 0))`.execute(trx);
  const live = await trx
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select('bookings.id')
    .where('bookings.released_at', 'is', null)
    .where('slots.slot_date', '>=', booking.today)
    .where((eb) =>
      eb.or([
        eb('bookings.comparison_id', '=', booking.comparisonId),
        eb('bookings.email_key', '=', booking.emailKey),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (live) {
    throw new AppError('CONFLICT', CONFIRM_MESSAGES.alreadyBooked, [
      { field: 'slot', message: CONFIRM_MESSAGES.alreadyBooked },
    ]);
  }
}

/** The seat of a cancelled offer goes back to its slot (once: the booking is marked released). */
export async function releaseBooking(trx: Trx, offerId: string): Promise<void> {
  const released = await trx
    .updateTable('bookings')
    .set({ released_at: new Date() })
    .where('offer_id', '=', offerId)
    .where('released_at', 'is', null)
    .returning('slot_id')
    .executeTakeFirst();
  if (!released) return;
  await trx
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', released.slot_id)
    .where('booked', '>', 0)
    .execute();
}
