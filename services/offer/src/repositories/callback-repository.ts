import type { Kysely, Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/** The follow-up's changes of an offer, oldest first. */
export async function listCallbackHistory(db: Db, offerId: string) {
  return db
    .selectFrom('offer_callback_history')
    .select(['from_status', 'to_status', 'note', 'actor', 'actor_name', 'at'])
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();
}

/** Whether the offer was ever booked (moved to 'confirmed'): only then has it a call-back. */
export async function wasBooked(db: Db, offerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('offer_state_history')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('to_state', '=', 'confirmed')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCallbackChange(
  trx: Transaction<OfferDatabase>,
  entry: {
    offerId: string;
    from: string;
    to: string;
    note: string | null;
    actor: unknown;
    actorName: string;
  },
): Promise<void> {
  await trx
    .insertInto('offer_callback_history')
    .values({
      offer_id: entry.offerId,
      from_status: entry.from,
      to_status: entry.to,
      note: entry.note,
      actor: JSON.stringify(entry.actor),
      actor_name: entry.actorName,
    })
    .execute();
}
