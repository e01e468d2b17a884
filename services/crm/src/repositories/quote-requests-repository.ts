import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { CrmDatabase, ProspectsTable, QuoteRequestsTable } from '../database-schema.ts';
import type { RecordsDb } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';

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
  values: {
    prospect_id: string;
    insurance_line: string;
    message: string;
    request_id?: string | null;
    answers?: Record<string, string> | null;
  },
): Promise<QuoteRequestRow> {
  const { answers, ...rest } = values;
  return db
    .insertInto('quote_requests')
    .values({ ...rest, answers: answers ? JSON.stringify(answers) : null })
    .returningAll()
    .executeTakeFirstOrThrow();
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

/**
 * A transaction-scoped advisory lock on the site's idempotency key: two deliveries of the same
 * submit are serialized (the second then finds the first's request).
 */
export async function lockQuoteRequestKey(trx: Transaction<CrmDatabase>, requestId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${requestId}))`.execute(trx);
}

/** A keyset page of the site's quote requests with their prospect, and their total (index status, created_at). */
export async function quoteRequestPage(
  db: RecordsDb,
  filter: { status?: QuoteRequestRow['status'] },
  direction: 'asc' | 'desc',
  cursor: string | undefined,
  limit: number,
) {
  const base = () => {
    const query = db
      .selectFrom('quote_requests')
      .innerJoin('prospects', 'prospects.id', 'quote_requests.prospect_id');
    return filter.status ? query.where('quote_requests.status', '=', filter.status) : query;
  };
  const [page, count] = await Promise.all([
    fetchKeysetPage(
      base().select([
        'quote_requests.id',
        'quote_requests.insurance_line',
        'quote_requests.message',
        'quote_requests.answers',
        'quote_requests.status',
        'quote_requests.created_at',
        'prospects.name',
        'prospects.email',
        'prospects.phone',
        'prospects.postal_code',
        'prospects.city',
      ]),
      {
        sortColumn: 'quote_requests.created_at',
        idColumn: 'quote_requests.id',
        direction,
        cursor,
        limit,
      },
    ),
    base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.rows, nextCursor: page.nextCursor, total: count.total };
}

/** A received quote request and its prospect, locked for the handling; undefined when not received. */
export async function lockReceivedQuoteRequest(db: RecordsDb, id: string) {
  return db
    .selectFrom('quote_requests')
    .innerJoin('prospects', 'prospects.id', 'quote_requests.prospect_id')
    .select([
      'quote_requests.insurance_line',
      'quote_requests.message',
      'prospects.name',
      'prospects.email',
      'prospects.phone',
    ])
    .where('quote_requests.id', '=', id)
    .where('quote_requests.status', '=', 'received')
    .forUpdate()
    .executeTakeFirst();
}

export async function markQuoteRequestQuoted(db: RecordsDb, id: string): Promise<void> {
  await db
    .updateTable('quote_requests')
    .set({ status: 'quoted', updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
