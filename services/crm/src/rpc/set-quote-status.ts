import {
  QUOTE_MESSAGES,
  QUOTE_TRANSITIONS,
  quoteStatusForm,
} from '@courtage/contracts/crm/quotes/quote-form';
import { setQuoteStatus } from '@courtage/contracts/crm/quotes/set-quote-status.rpc';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { contractFromAcceptedQuote } from '../quotes/contract-from-accepted-quote.ts';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import { findQuote, lockQuoteStatus, toQuote, updateQuoteRow } from '../repositories/quotes-repository.ts';

/**
 * `crm.set-quote-status`: accepted, refused or expired (sending has its own action). Accepting
 * turns the prospect company into a client and opens a pending contract in the portfolio, in
 * the same transaction, each write audited.
 */
export function setQuoteStatusHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(setQuoteStatus, async ({ id, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(quoteStatusForm, form);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      const status = await lockQuoteStatus(trx, id);
      if (!status) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
      if (!QUOTE_TRANSITIONS[status].includes(form.status))
        throw new AppError('CONFLICT', QUOTE_MESSAGES.transitionRefused);
      await updateQuoteRow(trx, id, { status: form.status });
      const quote = toQuote((await findQuote(trx, id)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'status-changed',
        entity: 'quote',
        entityId: id,
        before: { status },
        after: { status: form.status },
      });
      if (form.status === 'accepte') await contractFromAcceptedQuote(trx, meta, quote);
      return quote;
    });
  });
}
