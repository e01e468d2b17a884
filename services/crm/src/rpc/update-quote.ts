import { QUOTE_MESSAGES } from '@courtage/contracts/crm/quotes/quote-form';
import { updateQuote } from '@courtage/contracts/crm/quotes/update-quote.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveQuoteInput } from '../quotes/resolve-quote-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { findQuote, lockQuoteStatus, toQuote, updateQuoteRow } from '../repositories/quotes-repository.ts';

/** `crm.update-quote`: only a draft can change (a sent quote is what the client received). */
export function updateQuoteHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(updateQuote, async ({ id, quote }, meta) => {
    requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const status = await lockQuoteStatus(trx, id);
      if (!status) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
      if (status !== 'brouillon') throw new AppError('CONFLICT', QUOTE_MESSAGES.notDraft);
      const before = toQuote(
        (await findQuote(trx, id)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>,
      );
      const values = await resolveQuoteInput(trx, quote);
      await updateQuoteRow(trx, id, values);
      const after = toQuote((await findQuote(trx, id)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'update',
        entity: 'quote',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  });
}
