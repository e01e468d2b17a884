import type { EventDefinition } from '@courtage/contracts/define';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Static } from '@sinclair/typebox';
import type { Insertable, Kysely } from 'kysely';
import type { ComparisonsTable, OfferDatabase, OffersTable } from '../database-schema.ts';

/**
 * Writes a comparison, its offers and its event in one transaction. Ids and timestamps
 * come from the caller, so nothing is read back (the offers' snapshots are not sent twice).
 */
export async function insertComparison<E extends EventDefinition>(
  db: Kysely<OfferDatabase>,
  comparison: Insertable<ComparisonsTable> & { id: string },
  offers: (Insertable<OffersTable> & { id: string })[],
  event: { def: E; data: Static<E['data']>; correlationId: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('comparisons').values(comparison).execute();
    if (offers.length > 0) await trx.insertInto('offers').values(offers).execute();
    await enqueueEvent(trx, event.def, event.data, { correlationId: event.correlationId });
  });
}
