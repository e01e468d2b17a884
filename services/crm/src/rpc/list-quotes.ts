import { listQuotes } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { QUOTE_COLUMNS, quotesQuery, toQuote } from '../repositories/quotes-repository.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const SORT_COLUMNS = { createdAt: 'quotes.created_at', validUntil: 'quotes.valid_until' } as const;

type Filter = {
  companyId?: string;
  contactId?: string;
  status?: 'brouillon' | 'envoye' | 'accepte' | 'refuse' | 'expire';
};

function filtered(ctx: RecordsContext, filter: Filter) {
  let query = quotesQuery(ctx.db);
  if (filter.companyId) query = query.where('quotes.company_id', '=', filter.companyId);
  if (filter.contactId) query = query.where('quotes.contact_id', '=', filter.contactId);
  if (filter.status) query = query.where('quotes.status', '=', filter.status);
  return query;
}

/** `crm.list-quotes`: a company's or contact's quotes (Devis sub-tab), or all of them. */
export function listQuotesHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listQuotes, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const [page, count] = await Promise.all([
      fetchKeysetPage(filtered(ctx, filter).select(QUOTE_COLUMNS), {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'quotes.id',
        direction: sort.direction,
        cursor,
        limit,
      }),
      filtered(ctx, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: page.rows.map(toQuote), nextCursor: page.nextCursor, total: count.total };
  });
}
