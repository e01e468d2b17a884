import type { Kysely, Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

// Staff notes on an offer (rpc/add-offer-note.ts, rpc/get-staff-offer.ts).

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/** Stores a note; returns its id. */
export async function insertOfferNote(
  trx: Transaction<OfferDatabase>,
  note: { offerId: string; authorId: string; authorName: string; text: string; at: Date },
): Promise<string> {
  const { id } = await trx
    .insertInto('offer_notes')
    .values({
      offer_id: note.offerId,
      author_id: note.authorId,
      author_name: note.authorName,
      text: note.text,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The offer's notes, oldest first. */
export async function listOfferNotes(db: Db, offerId: string) {
  return db
    .selectFrom('offer_notes')
    .select(['id', 'author_id', 'author_name', 'text', 'created_at'])
    .where('offer_id', '=', offerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
