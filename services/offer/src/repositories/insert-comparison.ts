import type { EventDefinition } from '@courtage/contracts/define';
import { outboxRow } from '@courtage/runtime/outbox';
import type { Static } from '@sinclair/typebox';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { ComparisonsTable, OfferDatabase } from '../database-schema.ts';

/** An offers row as create-offer writes it (JSON values as values, not strings). */
export type NewOffer = {
  id: string;
  comparison_id: string;
  rank: number;
  state: 'proposed';
  formula_id: string;
  monthly_cents: number;
  yearly_cents: number;
  meets_all_levels: boolean;
  cover: unknown;
  price_lines: unknown;
  created_at: Date;
  updated_at: Date;
};

const OFFER_INSERT_COLUMNS = [
  'id',
  'comparison_id',
  'rank',
  'state',
  'formula_id',
  'monthly_cents',
  'yearly_cents',
  'meets_all_levels',
  'cover',
  'price_lines',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewOffer)[];

/**
 * Writes a comparison, its offers and its event atomically, in ONE statement (two
 * data-modifying CTEs and the outbox insert): one round trip and one implicit transaction
 * instead of BEGIN, three INSERTs and COMMIT. Same durability (the statement commits with
 * synchronous_commit on before it answers) and the same all-or-nothing: PostgreSQL runs a
 * statement outside BEGIN as its own transaction, foreign keys checked at its end. The
 * offers travel as one JSON array (json_populate_recordset) rather than 12 x 12 parameters:
 * less to encode here and to bind there. The top-level insert is into `outbox`, so the
 * runtime's outbox wake fires once it committed. Ids and timestamps come from the caller,
 * so nothing is read back.
 */
export async function insertComparison<E extends EventDefinition>(
  db: Kysely<OfferDatabase>,
  comparison: Insertable<ComparisonsTable> & { id: string },
  offers: NewOffer[],
  event: { def: E; data: Static<E['data']>; correlationId: string },
): Promise<void> {
  const row = outboxRow(event.def, event.data, { correlationId: event.correlationId });
  const columns = sql.join(OFFER_INSERT_COLUMNS.map((c) => sql.ref(c)));
  // `outbox` belongs to the runtime's schema, not OfferDatabase.
  // biome-ignore lint/suspicious/noExplicitAny: the statement ends with the runtime's outbox table
  const withComparison = (db as Kysely<any>).with('new_comparison', (qb) =>
    qb.insertInto('comparisons').values(comparison),
  );
  const statement =
    offers.length > 0
      ? withComparison.with('new_offers', (qb) =>
          qb
            .insertInto('offers')
            .columns(OFFER_INSERT_COLUMNS)
            .expression(
              sql`select ${columns} from json_populate_recordset(null::offers, ${JSON.stringify(offers)}::json)`,
            ),
        )
      : withComparison;
  await statement.insertInto('outbox').values(row).execute();
}
