import type { EventDefinition } from '@courtage/contracts/define';
import { outboxRow } from '@courtage/runtime/outbox';
import type { Static } from '@sinclair/typebox';
import type { Insertable, Kysely } from 'kysely';
import type { ComparisonsTable, OfferDatabase, OffersTable } from '../database-schema.ts';

/**
 * Writes a comparison, its offers and its event atomically, in ONE statement (two
 * data-modifying CTEs and the outbox insert): one round trip and one implicit transaction
 * instead of BEGIN, three INSERTs and COMMIT. Same durability (the statement commits with
 * synchronous_commit on before it answers) and the same all-or-nothing: PostgreSQL runs a
 * statement outside BEGIN as its own transaction, foreign keys checked at its end. The
 * top-level insert is into `outbox`, so the runtime's outbox wake fires once it committed.
 * Ids and timestamps come from the caller, so nothing is read back.
 */
export async function insertComparison<E extends EventDefinition>(
  db: Kysely<OfferDatabase>,
  comparison: Insertable<ComparisonsTable> & { id: string },
  offers: (Insertable<OffersTable> & { id: string })[],
  event: { def: E; data: Static<E['data']>; correlationId: string },
): Promise<void> {
  const row = outboxRow(event.def, event.data, { correlationId: event.correlationId });
  // `outbox` belongs to the runtime's schema, not OfferDatabase.
  // biome-ignore lint/suspicious/noExplicitAny: the statement ends with the runtime's outbox table
  const withComparison = (db as Kysely<any>).with('new_comparison', (qb) =>
    qb.insertInto('comparisons').values(comparison),
  );
  const statement =
    offers.length > 0
      ? withComparison.with('new_offers', (qb) => qb.insertInto('offers').values(offers))
      : withComparison;
  await statement.insertInto('outbox').values(row).execute();
}
