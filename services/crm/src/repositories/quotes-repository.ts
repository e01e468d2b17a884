import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { QuotesTable, RecordsDb } from '../records-schema.ts';
import { isoDay } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';

export const QUOTE_COLUMNS = [
  'quotes.id',
  'quotes.reference',
  'quotes.company_id',
  'quotes.contact_id',
  'quotes.insurance_line',
  'quotes.formula',
  'quotes.insurer',
  'quotes.monthly_premium',
  'quotes.valid_until',
  'quotes.notes',
  'quotes.status',
  'quotes.source',
  'quotes.pdf_key',
  'quotes.sent_at',
  'quotes.created_at',
  'quotes.updated_at',
  'companies.company_name',
  'contacts.forename',
  'contacts.name as contact_last_name',
  'contacts.email as contact_email',
] as const;

export function quotesQuery(db: RecordsDb) {
  return db
    .selectFrom('quotes')
    .leftJoin('companies', 'companies.id', 'quotes.company_id')
    .leftJoin('contacts', 'contacts.id', 'quotes.contact_id');
}

export function findQuote(db: RecordsDb, id: string) {
  return quotesQuery(db).select(QUOTE_COLUMNS).where('quotes.id', '=', id).executeTakeFirst();
}

export type QuoteRecord = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

export function toQuote(row: QuoteRecord): Quote {
  return {
    id: row.id,
    reference: row.reference,
    companyId: row.company_id,
    companyName: row.company_name ?? null,
    contactId: row.contact_id,
    contactName: row.forename ? `${row.forename} ${row.contact_last_name}` : null,
    insuranceLine: row.insurance_line,
    formula: row.formula,
    insurer: row.insurer,
    monthlyPremium: Number(row.monthly_premium),
    validUntil: isoDay(row.valid_until) as string,
    notes: row.notes,
    status: row.status,
    source: row.source,
    hasPdf: row.pdf_key !== null,
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type QuoteStatus = Selectable<QuotesTable>['status'];

/** Inserts a quote and answers its id. */
export async function insertQuote(db: RecordsDb, values: Insertable<QuotesTable>): Promise<string> {
  const { id } = await db.insertInto('quotes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Locks the quote's row until the transaction ends and answers its status (undefined: none). */
export async function lockQuoteStatus(db: RecordsDb, id: string): Promise<QuoteStatus | undefined> {
  const row = await db
    .selectFrom('quotes')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

export async function updateQuoteRow(
  db: RecordsDb,
  id: string,
  values: Updateable<QuotesTable>,
): Promise<void> {
  await db
    .updateTable('quotes')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A draft becomes sent with its PDF; false when the quote was no longer a draft. */
export async function markQuoteSent(db: RecordsDb, id: string, pdfKey: string): Promise<boolean> {
  const row = await db
    .updateTable('quotes')
    .set({ status: 'envoye', pdf_key: pdfKey, sent_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'brouillon')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findQuotePdf(db: RecordsDb, id: string) {
  return db.selectFrom('quotes').select(['pdf_key', 'reference']).where('id', '=', id).executeTakeFirst();
}

const QUOTE_SORT_COLUMNS = { createdAt: 'quotes.created_at', validUntil: 'quotes.valid_until' } as const;

type QuoteFilter = {
  companyId?: string;
  contactId?: string;
  status?: 'brouillon' | 'envoye' | 'accepte' | 'refuse' | 'expire';
};

function filteredQuotes(db: RecordsDb, filter: QuoteFilter) {
  let query = quotesQuery(db);
  if (filter.companyId) query = query.where('quotes.company_id', '=', filter.companyId);
  if (filter.contactId) query = query.where('quotes.contact_id', '=', filter.contactId);
  if (filter.status) query = query.where('quotes.status', '=', filter.status);
  return query;
}

/** A keyset page of the filtered quotes and their count, at once. */
export async function quotePage(
  db: RecordsDb,
  filter: QuoteFilter,
  sort: { field: keyof typeof QUOTE_SORT_COLUMNS; direction: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
) {
  const [page, count] = await Promise.all([
    fetchKeysetPage(filteredQuotes(db, filter).select(QUOTE_COLUMNS), {
      sortColumn: QUOTE_SORT_COLUMNS[sort.field],
      idColumn: 'quotes.id',
      direction: sort.direction,
      cursor,
      limit,
    }),
    filteredQuotes(db, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.rows, nextCursor: page.nextCursor, total: count.total };
}
