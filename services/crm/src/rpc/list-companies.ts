import { listCompanies } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { AppError } from '@courtage/contracts/errors';
import { decodeCursor, encodeCursor } from '@courtage/contracts/list/define-list-rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import { prefixTsquery } from '../companies/prefix-tsquery.ts';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDb } from '../records-schema.ts';
import { BAD_CURSOR_MESSAGE, fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { cappedTotal, keptTotal, type ListTotal, TOTAL_CAP } from '../shared-lists/list-total.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const SORT_COLUMNS = { createdAt: 'companies.created_at', companyName: 'companies.name_key' } as const;

/** A search of 3+ digits (spaces allowed) is a SIREN prefix; anything else the starts of the name's words. */
export function companySearch(search: string | undefined): { siren: string } | { name: string } | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  const digits = text.replace(/\s/g, '');
  if (/^\d{3,9}$/.test(digits)) return { siren: digits };
  const query = prefixTsquery(text);
  return query ? { name: query } : null;
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
function filtered(db: RecordsDb, filter: { kind?: 'prospect' | 'client'; search?: string }) {
  const search = companySearch(filter.search);
  let query = db.selectFrom('companies');
  if (search && 'name' in search)
    query = query.where(sql<boolean>`companies.search_vector @@ ${search.name}::tsquery`);
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

type PageRow = {
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
  keyset_sort_value: string;
  match_count: number;
};

/**
 * A search's page and its matches counted up to TOTAL_CAP in one statement (one round trip, one
 * plan). The matches are materialized first (GIN bitmap or SIREN btree): sorted by date, at most
 * TOTAL_CAP + 1 of them; sorted by name, all of them (a name's matches cluster in the name index,
 * walking it to them is slow). When they are all there, the page is sorted from them; when there
 * are more (by date only), the page walks the date index with the filter, which finds 20 rows
 * after a few hundred entries. Both branches stand behind one-time filters on the count, so
 * PostgreSQL runs only one of them.
 */
async function searchPage(
  ctx: RecordsContext,
  filter: { kind?: 'prospect' | 'client'; search?: string },
  search: { siren: string } | { name: string },
  sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
): Promise<{ rows: PageRow[]; nextCursor: string | null; count: ListTotal | null }> {
  const conditions = [
    'siren' in search ? sql`siren like ${`${search.siren}%`}` : sql`search_vector @@ ${search.name}::tsquery`,
  ];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  const where = sql.join(conditions, sql` and `);
  const sortColumn = sql.ref(sort.field === 'companyName' ? 'name_key' : 'created_at');
  const direction = sql.raw(sort.direction);
  let after = sql`true`;
  if (cursor !== undefined) {
    const decoded = decodeCursor(cursor);
    if (!decoded)
      throw new AppError('VALIDATION_FAILED', BAD_CURSOR_MESSAGE, [
        { field: 'cursor', message: BAD_CURSOR_MESSAGE },
      ]);
    const [value, lastId] = decoded;
    after = sql`(${sortColumn}, id) ${sql.raw(sort.direction === 'asc' ? '>' : '<')} (${value}, ${lastId})`;
  }
  const columns = sql.raw(CTE_COLUMNS.join(', '));
  const order = sql`order by ${sortColumn} ${direction}, id ${direction} limit ${limit + 1}`;
  const byName = sort.field === 'companyName';
  const counted = sql`(select n from counted)`;
  const { rows } = await sql<PageRow>`
    with matches as materialized (
      select ${columns} from companies where ${where} ${byName ? sql`` : sql`limit ${TOTAL_CAP + 1}`}
    ),
    counted as (select count(*)::int as n from (select from matches limit ${TOTAL_CAP + 1}) m)
    select p.id, p.created_at, p.company_name, p.siren, p.zip_code, p.town, p.kind,
      (select ct.forename || ' ' || ct.name from contacts ct
        where ct.company_id = p.id order by ct.created_at, ct.id limit 1) as contact_name,
      (select count(*)::int from quotes q where q.company_id = p.id) as quote_count,
      (select count(*)::int from contracts k where k.company_id = p.id) as contract_count,
      (select count(*)::int from quotes q where q.company_id = p.id
        and q.source = 'site' and q.status = 'brouillon') as open_requests,
      p.${sortColumn}::text as keyset_sort_value,
      ${counted} as match_count
    from (
      (select * from matches where ${after} ${byName ? sql`` : sql`and ${counted} <= ${TOTAL_CAP}`} ${order})
      ${
        byName
          ? sql``
          : sql`union all
      (select ${columns} from companies where ${where} and ${after} and ${counted} > ${TOTAL_CAP} ${order})`
      }
    ) p
    order by p.${sortColumn} ${direction}, p.id ${direction}`.execute(ctx.db);
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  const matched = rows[0]?.match_count;
  return {
    rows: kept,
    nextCursor: hasMore && last ? encodeCursor(last.keyset_sort_value, last.id) : null,
    // No row: no match at all on a first page; past the end of the list, counted on its own.
    count:
      matched !== undefined
        ? matched > TOTAL_CAP
          ? { total: TOTAL_CAP, totalCapped: true }
          : { total: matched }
        : cursor === undefined
          ? { total: 0 }
          : null,
  };
}

/** `crm.list-companies`: tabs Tous / Clients / Prospects, search by name or SIREN, keyset pages. */
export function listCompaniesHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listCompanies, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const search = companySearch(filter.search);
    if (search) {
      const page = await searchPage(ctx, filter, search, sort, cursor, limit);
      return {
        rows: page.rows.map(toListRow),
        nextCursor: page.nextCursor,
        ...(page.count ?? (await cappedTotal(ctx.db, filtered(ctx.db, filter)))),
      };
    }
    // Without a search: the kept total (migration 0020) and the page at once.
    const [count, page] = await Promise.all([
      keptTotal(ctx.db, filter.kind ? `companies:${filter.kind}` : 'companies'),
      fetchKeysetPage(
        filtered(ctx.db, filter).select([
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
    return { rows: page.rows.map(toListRow), nextCursor: page.nextCursor, ...count };
  });
}

function toListRow(row: {
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
}) {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    companyName: row.company_name,
    siren: row.siren,
    zipCode: row.zip_code,
    town: row.town,
    contactName: row.contact_name ?? null,
    quoteCount: row.quote_count ?? 0,
    contractCount: row.contract_count ?? 0,
    openQuoteRequests: row.open_requests ?? 0,
    kind: row.kind,
  };
}
