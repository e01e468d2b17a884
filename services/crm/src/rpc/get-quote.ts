import { getQuote } from '@courtage/contracts/crm/quotes/get-quote.rpc';
import { QUOTE_MESSAGES } from '@courtage/contracts/crm/quotes/quote-form';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findQuote, toQuote } from '../repositories/quotes-repository.ts';

/** `crm.get-quote`. */
export function getQuoteHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getQuote, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findQuote(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    return toQuote(row);
  });
}
