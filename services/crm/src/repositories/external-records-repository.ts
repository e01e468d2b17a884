import type { ExternalRecordFilter } from '@courtage/contracts/crm/external-crm/external-crm';
import type {
  ExternalRecordInput,
  ExternalRecordKind,
  ExternalRecordRow,
} from '@courtage/contracts/crm/external-crm/external-record';
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { CrmDatabase, ExternalCrmRecordsTable } from '../database-schema.ts';
import { fetchKeysetPage, foldedContains } from './keyset-page.ts';
import { parisDayStart } from './paris-day.ts';

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;
type StoredRecord = Selectable<ExternalCrmRecordsTable>;

const SORT_COLUMNS = {
  updatedAt: 'external_crm_records.updated_at',
  customerName: 'external_crm_records.customer_name',
  insurer: 'external_crm_records.insurer',
  monthlyPremium: 'external_crm_records.monthly_premium',
} as const;

export function toExternalRecordRow(row: StoredRecord): ExternalRecordRow {
  return {
    id: row.id,
    kind: row.kind,
    externalId: row.external_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    insurer: row.insurer,
    product: row.product,
    monthlyPremium: Number(row.monthly_premium),
    status: row.status,
    startDate: row.start_date,
    source: row.source,
    customer: row.company_id && row.company_name ? { id: row.company_id, name: row.company_name } : null,
    receivedAt: row.received_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every column, the date as `YYYY-MM-DD` text (never a Date shifted by the time zone). */
function selectRecord(db: Executor) {
  return db
    .selectFrom('external_crm_records')
    .selectAll('external_crm_records')
    .select(sql<string | null>`to_char(external_crm_records.start_date, 'YYYY-MM-DD')`.as('start_date'));
}

/**
 * Inserts the records or updates those already known by (kind, externalId), 500 per statement;
 * a company link made by staff is kept. Gives how many were created and updated.
 */
export async function upsertExternalRecords(
  trx: Transaction<CrmDatabase>,
  kind: ExternalRecordKind,
  source: 'webhook' | 'import',
  records: readonly ExternalRecordInput[],
  onChunk?: (done: number) => Promise<void>,
): Promise<{ created: number; updated: number }> {
  let created = 0;
  for (let start = 0; start < records.length; start += 500) {
    const chunk = records.slice(start, start + 500);
    const rows = await trx
      .insertInto('external_crm_records')
      .values(
        chunk.map((record) => ({
          kind,
          external_id: record.externalId,
          customer_name: record.customerName.trim(),
          customer_email: record.customerEmail.trim().toLowerCase(),
          insurer: record.insurer.trim(),
          product: record.product.trim(),
          monthly_premium: record.monthlyPremium,
          status: record.status.trim(),
          start_date: record.startDate ?? null,
          source,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['kind', 'external_id']).doUpdateSet((eb) => ({
          customer_name: eb.ref('excluded.customer_name'),
          customer_email: eb.ref('excluded.customer_email'),
          insurer: eb.ref('excluded.insurer'),
          product: eb.ref('excluded.product'),
          monthly_premium: eb.ref('excluded.monthly_premium'),
          status: eb.ref('excluded.status'),
          start_date: eb.ref('excluded.start_date'),
          source: eb.ref('excluded.source'),
          updated_at: new Date(),
        })),
      )
      // xmax = 0 only on a freshly inserted row: tells created from updated.
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    created += rows.filter((row) => row.inserted).length;
    await onChunk?.(start + chunk.length);
  }
  return { created, updated: records.length - created };
}

function filtered(db: Executor, kind: ExternalRecordKind, filter: Static<typeof ExternalRecordFilter>) {
  let query = selectRecord(db).where('kind', '=', kind);
  if (filter.insurer) query = query.where('insurer', '=', filter.insurer);
  if (filter.linked === 'yes') query = query.where('company_id', 'is not', null);
  if (filter.linked === 'no') query = query.where('company_id', 'is', null);
  if (filter.from) query = query.where('updated_at', '>=', parisDayStart(filter.from));
  if (filter.to) query = query.where('updated_at', '<', parisDayStart(filter.to, true));
  if (filter.q?.trim())
    query = query.where(
      foldedContains(['external_id', 'customer_name', 'customer_email', 'insurer', 'product'], filter.q),
    );
  return query;
}

export async function listExternalRecordPage(
  db: Executor,
  kind: ExternalRecordKind,
  request: {
    filter: Static<typeof ExternalRecordFilter>;
    sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' };
    cursor?: string;
    limit: number;
  },
): Promise<{ rows: ExternalRecordRow[]; nextCursor: string | null; total: number }> {
  const [page, count] = await Promise.all([
    fetchKeysetPage(filtered(db, kind, request.filter), {
      sortColumn: SORT_COLUMNS[request.sort.field],
      idColumn: 'external_crm_records.id',
      direction: request.sort.direction,
      ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
      limit: request.limit,
    }),
    filtered(db, kind, request.filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: page.rows.map(toExternalRecordRow),
    nextCursor: page.nextCursor,
    total: Number(count.total),
  };
}

export async function findExternalRecordForUpdate(
  trx: Transaction<CrmDatabase>,
  id: string,
): Promise<StoredRecord | null> {
  return (await selectRecord(trx).where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
}

export async function setExternalRecordCompany(
  trx: Transaction<CrmDatabase>,
  id: string,
  company: { id: string; name: string } | null,
): Promise<StoredRecord> {
  await trx
    .updateTable('external_crm_records')
    .set({ company_id: company?.id ?? null, company_name: company?.name ?? null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return (await selectRecord(trx).where('id', '=', id).executeTakeFirstOrThrow()) as StoredRecord;
}

/** A CRM company's name (the records part of crm), or null when there is none with this id. */
export async function findCrmCompanyName(db: Executor, id: string): Promise<string | null> {
  const { rows } = await sql<{ company_name: string }>`
          select company_name from companies where id = ${id}`.execute(db);
  return rows[0]?.company_name ?? null;
}
