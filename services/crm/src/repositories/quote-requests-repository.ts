import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CrmDatabase, ProspectsTable, QuoteRequestsTable } from '../database-schema.ts';

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;
export type NewProspect = Omit<Insertable<ProspectsTable>, 'id'>;
export type QuoteRequestRow = Selectable<QuoteRequestsTable>;

/** Creates the prospect, or updates the one with this (lower-case) e-mail; returns its id. */
export async function upsertProspect(db: Executor, values: NewProspect): Promise<string> {
  const row = await db
    .insertInto('prospects')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        name: values.name,
        phone: values.phone ?? null,
        postal_code: values.postal_code,
        city: values.city,
        updated_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a quote request with status 'received'. */
export async function insertQuoteRequest(
  db: Executor,
  values: { prospect_id: string; insurance_line: string; message: string; request_id?: string | null },
): Promise<QuoteRequestRow> {
  return db.insertInto('quote_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Whether a quote request with this site idempotency key is stored already (a retried submit). */
export async function hasQuoteRequest(db: Executor, requestId: string): Promise<boolean> {
  const row = await db
    .selectFrom('quote_requests')
    .select('id')
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}
