import { listCompanies } from '@courtage/contracts/crm/companies/company.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDb } from '../records-schema.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { cappedTotal, keptTotal } from '../shared-lists/list-total.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';
import { prefixTsquery } from './prefix-tsquery.ts';

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

/**
 * The filtered companies. With name words and few matches (`sparse`), the matches are computed
 * first in a MATERIALIZED CTE shadowing the table (same name, same columns), then sorted and
 * paged: PostgreSQL cannot estimate how few rows a prefix query matches and would otherwise walk
 * the sort index filtering every row (200 ms at 50,000). With many matches the plain query is
 * the fast one (the first page is found after a few index entries).
 */
function filtered(db: RecordsDb, filter: { kind?: 'prospect' | 'client'; search?: string }, sparse = false) {
  const search = companySearch(filter.search);
  let query =
    search && 'name' in search && sparse
      ? db
          .with(
            (cte) => cte('companies').materialized(),
            (inner) =>
              inner
                .selectFrom('companies')
                .selectAll()
                .where(sql<boolean>`search_vector @@ ${search.name}::tsquery`),
          )
          .selectFrom('companies')
      : db.selectFrom('companies');
  if (search && 'name' in search && !sparse)
    query = query.where(sql<boolean>`companies.search_vector @@ ${search.name}::tsquery`);
  if (filter.kind) query = query.where('companies.kind', '=', filter.kind);
  // SIREN prefix: btree text_pattern_ops (few rows, the planner knows it).
  if (search && 'siren' in search) query = query.where('companies.siren', 'like', `${search.siren}%`);
  return query;
}

/** `crm.list-companies`: tabs Tous / Clients / Prospects, search by name or SIREN, keyset pages. */
export function listCompaniesHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listCompanies, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    // The total first: it tells which plan pages fastest. Without a search, the kept total
    // (migration 0020); with one, the matches counted up to TOTAL_CAP (GIN bitmap, then stop).
    const count = companySearch(filter.search)
      ? await cappedTotal(ctx.db, filtered(ctx.db, filter))
      : await keptTotal(ctx.db, filter.kind ? `companies:${filter.kind}` : 'companies');
    const page = await fetchKeysetPage(
      filtered(
        ctx.db,
        filter,
        // By name, matches cluster in the index (all "Pharmacie…" together): walking it is not cheap.
        (companySearch(filter.search) !== null && !count.totalCapped) || sort.field === 'companyName',
      ).select([
        'companies.id',
        'companies.created_at',
        'companies.company_name',
        'companies.siren',
        'companies.zip_code',
        'companies.town',
        'companies.kind',
      ]),
      {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'companies.id',
        direction: sort.direction,
        cursor,
        limit,
      },
    );
    const ids = page.rows.map((row) => row.id);
    // Columns contact / quote / contract of the page's rows only (at most 50, one query).
    const extras =
      ids.length === 0
        ? []
        : (
            await sql<{
              id: string;
              contact_name: string | null;
              quote_count: number;
              contract_count: number;
              open_requests: number;
            }>`
        select c.id,
          (select ct.forename || ' ' || ct.name from contacts ct where ct.company_id = c.id
             order by ct.created_at, ct.id limit 1) as contact_name,
          (select count(*)::int from quotes q where q.company_id = c.id) as quote_count,
          (select count(*)::int from contracts k where k.company_id = c.id) as contract_count,
          (select count(*)::int from quotes q where q.company_id = c.id and q.source = 'site'
             and q.status = 'brouillon') as open_requests
        from unnest(${ids}::uuid[]) as c(id)`.execute(ctx.db)
          ).rows;
    const byId = new Map(extras.map((extra) => [extra.id, extra]));
    return {
      rows: page.rows.map((row) => {
        const extra = byId.get(row.id);
        return {
          id: row.id,
          createdAt: row.created_at.toISOString(),
          companyName: row.company_name,
          siren: row.siren,
          zipCode: row.zip_code,
          town: row.town,
          contactName: extra?.contact_name ?? null,
          quoteCount: extra?.quote_count ?? 0,
          contractCount: extra?.contract_count ?? 0,
          openQuoteRequests: extra?.open_requests ?? 0,
          kind: row.kind,
        };
      }),
      nextCursor: page.nextCursor,
      ...count,
    };
  });
}
