import { sql } from 'kysely';
import { searchText } from '../companies/search-text.ts';
import type { RecordsDb } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';
import { cappedTotal, keptTotal, type ListTotal } from './list-total.ts';
import { searchPage } from './search-page.ts';

const SORT_COLUMNS = { createdAt: 'companies.created_at', companyName: 'companies.name_key' } as const;

/** A search of 3+ digits (spaces allowed) is a SIREN prefix; anything else the starts of the name's words. */
export function companySearch(search: string | undefined): { siren: string } | { name: string } | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  const digits = text.replace(/\s/g, '');
  if (/^\d{3,9}$/.test(digits)) return { siren: digits };
  const typed = searchText(text);
  return typed ? { name: typed } : null;
}

const CTE_COLUMNS = [
  'id',
  'created_at',
  'company_name',
  'name_key',
  'siren',
  'zip_code',
  'town',
  'kind',
] as const;

/** The filtered companies, as a query on the table (the page without a search, a count past the end). */
function filtered(db: RecordsDb, filter: { kind?: 'prospect' | 'client'; q?: string }) {
  const search = companySearch(filter.q);
  let query = db.selectFrom('companies');
  if (search && 'name' in search)
    query = query.where(sql<boolean>`companies.search_vector @@ search_prefix_query(${search.name})`);
  if (filter.kind) query = query.where('companies.kind', '=', filter.kind);
  // SIREN prefix: btree text_pattern_ops (few rows, the planner knows it).
  if (search && 'siren' in search) query = query.where('companies.siren', 'like', `${search.siren}%`);
  return query;
}

/**
 * Columns contact / quote / contract of the page's rows, as scalar subqueries: PostgreSQL
 * computes them after the sort and the limit, for the 20 rows shown only (one round trip).
 */
const EXTRA_COLUMNS = [
  sql<string | null>`(select ct.forename || ' ' || ct.name from contacts ct
    where ct.company_id = companies.id order by ct.created_at, ct.id limit 1)`.as('contact_name'),
  sql<number>`(select count(*)::int from quotes q where q.company_id = companies.id)`.as('quote_count'),
  sql<number>`(select count(*)::int from contracts k where k.company_id = companies.id)`.as('contract_count'),
  sql<number>`(select count(*)::int from quotes q where q.company_id = companies.id
    and q.source = 'site' and q.status = 'brouillon')`.as('open_requests'),
];

/** The page's contact / quote / contract columns on the search's rows (`p`), as EXTRA_COLUMNS. */
const PAGE_COLUMNS = sql`(select ct.forename || ' ' || ct.name from contacts ct
    where ct.company_id = p.id order by ct.created_at, ct.id limit 1) as contact_name,
  (select count(*)::int from quotes q where q.company_id = p.id) as quote_count,
  (select count(*)::int from contracts k where k.company_id = p.id) as contract_count,
  (select count(*)::int from quotes q where q.company_id = p.id
    and q.source = 'site' and q.status = 'brouillon') as open_requests`;

export type CompanyListRow = {
  id: string;
  created_at: Date;
  company_name: string;
  siren: string;
  zip_code: string;
  town: string;
  kind: 'prospect' | 'client';
  contact_name: string | null;
  quote_count: number;
  contract_count: number;
  open_requests: number;
};

type CompanyListFilter = { kind?: 'prospect' | 'client'; q?: string };
type CompanyListPage = { rows: CompanyListRow[]; nextCursor: string | null } & ListTotal;

/** A search's page and its matches counted up to TOTAL_CAP (one statement, a count past the end). */
export async function searchCompanyList(
  db: RecordsDb,
  search: { siren: string } | { name: string },
  filter: CompanyListFilter,
  sort: { field: 'createdAt' | 'companyName'; direction: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
): Promise<CompanyListPage> {
  const conditions = [
    'siren' in search
      ? sql`siren like ${`${search.siren}%`}`
      : sql`search_vector @@ search_prefix_query(${search.name})`,
  ];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  const page = await searchPage<CompanyListRow>(db, {
    table: 'companies',
    columns: CTE_COLUMNS,
    where: sql.join(conditions, sql` and `),
    sortColumn: sort.field === 'companyName' ? 'name_key' : 'created_at',
    direction: sort.direction,
    pageColumns: PAGE_COLUMNS,
    cursor,
    limit,
  });
  return {
    rows: page.rows,
    nextCursor: page.nextCursor,
    ...(page.count ?? (await cappedTotal(db, filtered(db, filter)))),
  };
}

/** Without a search: the kept total (migration 0020) and the page at once. */
export async function companyListPage(
  db: RecordsDb,
  filter: CompanyListFilter,
  sort: { field: 'createdAt' | 'companyName'; direction: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
): Promise<CompanyListPage> {
  const [count, page] = await Promise.all([
    keptTotal(db, filter.kind ? `companies:${filter.kind}` : 'companies'),
    fetchKeysetPage(
      filtered(db, filter).select([
        'companies.id',
        'companies.created_at',
        'companies.company_name',
        'companies.siren',
        'companies.zip_code',
        'companies.town',
        'companies.kind',
        ...EXTRA_COLUMNS,
      ]),
      {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'companies.id',
        direction: sort.direction,
        cursor,
        limit,
      },
    ),
  ]);
  return { rows: page.rows, nextCursor: page.nextCursor, ...count };
}
