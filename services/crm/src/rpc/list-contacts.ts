import { listContacts } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import { prefixTsquery } from '../companies/prefix-tsquery.ts';
import type { RecordsContext } from '../records-context.ts';
import { CONTACT_OWN_COLUMNS, toContact } from '../repositories/contacts-repository.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { cappedTotal, keptTotal } from '../shared-lists/list-total.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const SORT_COLUMNS = { createdAt: 'contacts.created_at', name: 'contacts.name_key' } as const;

type Filter = { companyId?: string; standalone?: boolean; search?: string };

/** The search as stored: a phone typed `+33 6 12...` or `06 12...` becomes `0612...`. */
export function contactSearchTerm(search: string): string {
  const lower = search.trim().toLowerCase();
  const compact = lower.replace(/[\s.]/g, '');
  if (/^\+33\d+$/.test(compact)) return `0${compact.slice(3)}`;
  if (/^\d+$/.test(compact)) return compact;
  return lower;
}

/**
 * The filtered contacts (no join: the company's name is looked up for the page's rows only, a
 * join made PostgreSQL hash all 50,000 companies for 20 contacts). Search: the starts of the
 * words of forename, name, e-mail or phone (GIN index on search_vector). With few matches
 * (`sparse`) they are computed first in a MATERIALIZED CTE shadowing the table: the planner
 * misjudges how few rows a prefix query matches and would walk the sort index filtering all
 * 200,000 rows. With many, the plain query pages fastest.
 */
function filtered(ctx: RecordsContext, filter: Filter, sparse = false) {
  const words = filter.search ? prefixTsquery(contactSearchTerm(filter.search)) : null;
  let query =
    words && sparse
      ? ctx.db
          .with(
            (cte) => cte('contacts').materialized(),
            (inner) =>
              inner
                .selectFrom('contacts')
                // Only what the list reads (a narrow CTE materializes the matches faster).
                .select([...CONTACT_OWN_COLUMNS, 'contacts.name_key'])
                .where(sql<boolean>`search_vector @@ ${words}::tsquery`),
          )
          .selectFrom('contacts')
      : ctx.db.selectFrom('contacts');
  if (words && !sparse) query = query.where(sql<boolean>`contacts.search_vector @@ ${words}::tsquery`);
  if (filter.companyId) query = query.where('contacts.company_id', '=', filter.companyId);
  if (filter.standalone) query = query.where('contacts.company_id', 'is', null);
  return query;
}

/** `crm.list-contacts` (`/api/v1/contact/byAttributes`): by company, standalone, or search. */
export function listContactsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listContacts, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    // The total first: it tells which plan pages fastest. Without a search or a company, the
    // kept total (migration 0020); else the matches counted up to TOTAL_CAP.
    const searched = Boolean(filter.search && prefixTsquery(contactSearchTerm(filter.search)));
    const count =
      searched || filter.companyId
        ? await cappedTotal(ctx.db, filtered(ctx, filter))
        : await keptTotal(ctx.db, filter.standalone ? 'contacts:standalone' : 'contacts');
    const page = await fetchKeysetPage(
      filtered(
        ctx,
        filter,
        // By name, matches cluster in the index: walking it to them is not cheap.
        (searched && !count.totalCapped) || sort.field === 'name',
      )
        .select(CONTACT_OWN_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('companies')
            .select('companies.company_name')
            .whereRef('companies.id', '=', 'contacts.company_id')
            .as('company_name'),
        ),
      {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'contacts.id',
        direction: sort.direction,
        cursor,
        limit,
      },
    );
    return { rows: page.rows.map(toContact), nextCursor: page.nextCursor, ...count };
  });
}
