import type { Company } from '@courtage/contracts/crm/companies/company';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { CompaniesTable, CompanyCommentsTable, RecordsDb } from '../records-schema.ts';
import { isoDay } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';

export type CompanyRecord = Selectable<CompaniesTable>;

export async function findCompany(
  db: RecordsDb,
  id: string,
  forUpdate = false,
): Promise<CompanyRecord | undefined> {
  let query = db.selectFrom('companies').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function toCompany(row: CompanyRecord): Company {
  return {
    id: row.id,
    kind: row.kind,
    companyName: row.company_name,
    siren: row.siren,
    legalForm: row.legal_form,
    creationDate: isoDay(row.creation_date),
    address: row.address,
    zipCode: row.zip_code,
    town: row.town,
    codeNaf: row.code_naf,
    nafActivity: row.naf_activity,
    sector: row.sector,
    turnover: row.turnover === null ? null : Number(row.turnover),
    ibanMasked: row.iban_masked,
    rcsCity: row.rcs_city,
    registeredOfficeAddress: row.registered_office_address,
    companyRepresentative: row.company_representative,
    becameClientAt: row.became_client_at ? row.became_client_at.toISOString() : null,
    becameClientReason: row.became_client_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a company: its fields with the IBAN masked (never in clear). */
export function auditedCompany(row: CompanyRecord): Record<string, unknown> {
  const { iban_encrypted: _secret, ...rest } = row;
  return toCompany({ ...rest, iban_encrypted: null });
}

/** The company's columns as resolveCompanyInput gives them (the kind included). */
/** A company's columns as crm resolved them from a form (resolveCompanyInput), its kind given. */
type CompanyValues = Omit<Insertable<CompaniesTable>, 'id'> & { kind: CompanyRecord['kind'] };

export async function insertCompany(
  db: RecordsDb,
  id: string,
  values: CompanyValues,
): Promise<CompanyRecord> {
  return db
    .insertInto('companies')
    .values({
      id,
      ...values,
      became_client_at: values.kind === 'client' ? new Date() : null,
      became_client_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every column but the kind (it changes only through markCompanyClient). */
export async function updateCompanyRow(
  db: RecordsDb,
  id: string,
  values: Updateable<CompaniesTable>,
): Promise<CompanyRecord> {
  return db
    .updateTable('companies')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markCompanyClient(db: RecordsDb, id: string, reason: string): Promise<CompanyRecord> {
  return db
    .updateTable('companies')
    .set({
      kind: 'client',
      became_client_at: new Date(),
      became_client_reason: reason,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCompanyRow(db: RecordsDb, id: string): Promise<void> {
  await db.deleteFrom('companies').where('id', '=', id).execute();
}

export type CompanyCommentRecord = Selectable<CompanyCommentsTable>;

export async function insertCompanyComment(
  db: RecordsDb,
  comment: { companyId: string; text: string; authorId: string },
): Promise<CompanyCommentRecord> {
  return db
    .insertInto('company_comments')
    .values({ company_id: comment.companyId, text: comment.text, author_id: comment.authorId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One keyset page of a company's comments, on (created_at, id), and their count. */
export async function listCompanyCommentPage(
  db: RecordsDb,
  companyId: string,
  page: { direction: 'asc' | 'desc'; cursor?: string; limit: number },
) {
  const base = db.selectFrom('company_comments').where('company_id', '=', companyId);
  const [rows, count] = await Promise.all([
    fetchKeysetPage(base.selectAll('company_comments'), {
      sortColumn: 'company_comments.created_at',
      idColumn: 'company_comments.id',
      direction: page.direction,
      cursor: page.cursor,
      limit: page.limit,
    }),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.rows, nextCursor: rows.nextCursor, total: count.total };
}

/** Whether a company with this id exists. */
export async function companyExists(db: RecordsDb, id: string): Promise<boolean> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(company);
}

/** The ids of the companies with these SIRENs, by SIREN (5,000 per query). */
export async function companyIdsBySiren(db: RecordsDb, sirens: string[]): Promise<Map<string, string>> {
  const companies = new Map<string, string>();
  for (let start = 0; start < sirens.length; start += 5000) {
    const found = await db
      .selectFrom('companies')
      .select(['id', 'siren'])
      .where('siren', 'in', sirens.slice(start, start + 5000))
      .execute();
    for (const company of found) companies.set(company.siren, company.id);
  }
  return companies;
}

/** A company's name, or null when there is none with this id. */
export async function findCompanyName(db: RecordsDb, id: string): Promise<string | null> {
  const company = await db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', id)
    .executeTakeFirst();
  return company ? company.company_name : null;
}

/** The companies with these SIRENs (one query), with their name. */
export async function companiesBySiren(
  db: RecordsDb,
  sirens: string[],
): Promise<{ id: string; siren: string; company_name: string }[]> {
  return db
    .selectFrom('companies')
    .select(['id', 'siren', 'company_name'])
    .where('siren', 'in', sirens)
    .execute();
}

/** A prospect becomes a client for `reason`; false when the company is not a prospect (nothing changes). */
export async function promoteProspectToClient(db: RecordsDb, id: string, reason: string): Promise<boolean> {
  const company = await db
    .updateTable('companies')
    .set({
      kind: 'client',
      became_client_at: new Date(),
      became_client_reason: reason,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('kind', '=', 'prospect')
    .returning('id')
    .executeTakeFirst();
  return company !== undefined;
}
