import type { EventDefinition } from '@courtage/contracts/define';
import { outboxRow } from '@courtage/runtime/outbox';
import type { OutboxTable } from '@courtage/runtime/runtime-tables';
import type { Static } from '@sinclair/typebox';
import { type CompiledQuery, createQueryId, type Insertable, type Kysely, sql } from 'kysely';
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
  /** Codes of the options per post the offer was priced with. */
  option_codes: string[];
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
  'option_codes',
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
  if (offers.length === 0) {
    await buildStatement(db, comparison, null, row).execute();
    return;
  }
  // The statement's text and tree never change: built and compiled once per database handle,
  // then only its parameters are filled (Kysely's builder and compiler were ~9 % of the offer
  // service's CPU on create-offer). Same SQL, same bound parameters, same outbox wake.
  const template = templateFor(db);
  const values: Record<string, unknown> = { offers: JSON.stringify(offers) };
  for (const [key, value] of Object.entries(comparison)) values[`comparison.${key}`] = value;
  for (const [key, value] of Object.entries(row)) values[`outbox.${key}`] = value;
  if (
    Object.keys(values).length !== template.slots.length ||
    !template.slots.every((slot) => Object.hasOwn(values, slot))
  ) {
    // A column added to the comparison or the outbox row: this one is built whole.
    await buildStatement(db, comparison, offers, row).execute();
    return;
  }
  const parameters = template.slots.map((slot) => values[slot]);
  await db.executeQuery({ ...template.compiled, parameters, queryId: createQueryId() });
}

function buildStatement(
  db: Kysely<OfferDatabase>,
  comparison: Record<string, unknown>,
  offers: NewOffer[] | string | null,
  row: Record<string, unknown>,
) {
  const columns = sql.join(OFFER_INSERT_COLUMNS.map((c) => sql.ref(c)));
  // The template passes slot marks for the values: the rows are checked where they are built.
  const withComparison = db.with('new_comparison', (qb) =>
    qb.insertInto('comparisons').values(comparison as Insertable<ComparisonsTable>),
  );
  const outbox = row as Insertable<OutboxTable>;
  if (offers === null) return withComparison.insertInto('outbox').values(outbox);
  return withComparison
    .with('new_offers', (qb) =>
      qb
        .insertInto('offers')
        .columns(OFFER_INSERT_COLUMNS)
        .expression(
          sql`select ${columns} from json_populate_recordset(null::offers, ${typeof offers === 'string' ? offers : JSON.stringify(offers)}::json)`,
        ),
    )
    .insertInto('outbox')
    .values(outbox);
}

/** Marks a parameter of the template by its name (no real value is ever this text). */
const SLOT = '\u0000courtage-slot:';
const COMPARISON_KEYS = [
  'id',
  'members',
  'warranties',
  'credentials',
  'email',
  'consent',
  'consent_text_version',
  'departement',
  'start_date',
  'created_at',
] as const satisfies readonly (keyof ComparisonsTable)[];
const OUTBOX_KEYS = [
  'message_id',
  'type',
  'version',
  'correlation_id',
  'occurred_at',
  'data',
  'traceparent',
] as const;

type Template = { compiled: CompiledQuery; slots: string[] };
const templates = new WeakMap<object, Template>();

function templateFor(db: Kysely<OfferDatabase>): Template {
  let template = templates.get(db);
  if (!template) {
    const mark = (prefix: string, keys: readonly string[]) =>
      Object.fromEntries(keys.map((key) => [key, `${SLOT}${prefix}.${key}`]));
    const compiled = buildStatement(
      db,
      mark('comparison', COMPARISON_KEYS),
      `${SLOT}offers`,
      mark('outbox', OUTBOX_KEYS),
    ).compile();
    const slots = compiled.parameters.map((parameter) => {
      if (typeof parameter !== 'string' || !parameter.startsWith(SLOT)) {
        throw new Error('insertComparison: a parameter of the statement is not a slot');
      }
      return parameter.slice(SLOT.length);
    });
    template = { compiled, slots };
    templates.set(db, template);
  }
  return template;
}
