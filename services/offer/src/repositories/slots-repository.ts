import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

// Call-back slots and their bookings (the rules that use them: slots/booking-rules.ts and
// rpc/confirm-offer.ts).

type Trx = Transaction<OfferDatabase>;

/** How long a booking whose address is not proven keeps other comparisons of it from booking. */
export const UNPROVEN_EMAIL_HOLD_MINUTES = 30;

/**
 * Takes one seat of a slot, creating the slot with `capacity` seats when it is first booked.
 * `UPDATE ... WHERE booked < capacity` row-locks the slot: of two concurrent bookings of the
 * last seat, the second sees the first's update and matches nothing. Null when it is full.
 */
export async function takeSlotSeat(
  trx: Trx,
  slot: { date: string; time: string; capacity: number },
): Promise<string | null> {
  await trx
    .insertInto('slots')
    .values({ slot_date: slot.date, slot_time: slot.time, capacity: slot.capacity })
    .onConflict((oc) => oc.columns(['slot_date', 'slot_time']).doNothing())
    .execute();
  const seat = await trx
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('slot_date', '=', slot.date)
    .where('slot_time', '=', slot.time)
    .whereRef('booked', '<', 'capacity')
    .returning('id')
    .executeTakeFirst();
  return seat?.id ?? null;
}

/** The booking of a seat by an offer (one per offer). */
export async function insertBooking(
  trx: Trx,
  booking: { slotId: string; offerId: string; comparisonId: string; emailKey: string },
): Promise<void> {
  await trx
    .insertInto('bookings')
    .values({
      slot_id: booking.slotId,
      offer_id: booking.offerId,
      comparison_id: booking.comparisonId,
      email_key: booking.emailKey,
    })
    .execute();
}

/**
 * Whether the comparison or the address has a live booking (not released, not yet past), under
 * transaction-level advisory locks on both, so that two concurrent confirmations of the same
 * comparison cannot both see "none yet".
 */
export async function hasLiveBooking(
  trx: Trx,
  booking: { comparisonId: string; emailKey: string; today: string },
): Promise<boolean> {
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
        // Another comparison's booking of the address: for good once its email link proved the
        // address, for a short hold otherwise (a squatter's booking does not lock the owner out).
        eb.and([
          eb('bookings.email_key', '=', booking.emailKey),
          eb.or([
            eb('bookings.email_proven_at', 'is not', null),
            eb(
              'bookings.created_at',
              '>',
              sql<Date>`now() - make_interval(mins => ${UNPROVEN_EMAIL_HOLD_MINUTES})`,
            ),
          ]),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return live !== undefined;
}

/** The confirmation email's link was opened: the booking's address is its booker's. */
export async function markBookingEmailProven(db: Kysely<OfferDatabase>, offerId: string): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ email_proven_at: sql<Date>`now()` })
    .where('offer_id', '=', offerId)
    .where('email_proven_at', 'is', null)
    .execute();
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

/** The offer's booked call-back (date 'YYYY-MM-DD' and time); null when it has none. */
export async function findOfferBooking(db: Kysely<OfferDatabase> | Trx, offerId: string) {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([sql<string>`slots.slot_date::text`.as('date'), 'slots.slot_time'])
    .where('bookings.offer_id', '=', offerId)
    .executeTakeFirst();
  return booking ?? null;
}

type SlotRow = { date: string; slot_time: string; capacity: number; booked: number };

/**
 * The slots stored (booked at least once) between two dates, both included. One statement text
 * whatever the dates (a prepared statement, see the runtime's database.ts), written without the
 * query builder: the busiest read of the site (tests/bench READ).
 */
export async function listStoredSlots(
  db: Kysely<OfferDatabase>,
  from: string,
  to: string,
): Promise<SlotRow[]> {
  const { rows } = await sql<SlotRow>`
      select slot_date::text as date, slot_time, capacity, booked from slots
      where slot_date >= ${from} and slot_date <= ${to}`.execute(db);
  return rows;
}

/**
 * Moves the offer's live booking to the seat taken in `slotId` and gives its old seat back;
 * the old slot (date, time), or null when the offer has no live booking (nothing changed).
 */
export async function moveBooking(
  trx: Trx,
  offerId: string,
  slotId: string,
): Promise<{ date: string; time: string } | null> {
  const current = await trx
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([
      'bookings.id',
      'bookings.slot_id',
      sql<string>`slots.slot_date::text`.as('date'),
      'slots.slot_time',
    ])
    .where('bookings.offer_id', '=', offerId)
    .where('bookings.released_at', 'is', null)
    .forUpdate('bookings')
    .executeTakeFirst();
  if (!current) return null;
  await trx.updateTable('bookings').set({ slot_id: slotId }).where('id', '=', current.id).execute();
  await trx
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', current.slot_id)
    .where('booked', '>', 0)
    .execute();
  return { date: current.date, time: current.slot_time };
}
