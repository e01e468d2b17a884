import { listQuotes } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { quotePage, toQuote } from '../repositories/quotes-repository.ts';

/** `crm.list-quotes`: a company's or contact's quotes (Devis sub-tab), or all of them. */
export function listQuotesHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listQuotes, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const page = await quotePage(ctx.db, filter, sort, cursor, limit);
    return { rows: page.rows.map(toQuote), nextCursor: page.nextCursor, total: page.total };
  });
}
