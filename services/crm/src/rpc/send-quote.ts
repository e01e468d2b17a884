import { quoteSent } from '@courtage/contracts/crm/quotes/quote';
import { QUOTE_MESSAGES } from '@courtage/contracts/crm/quotes/quote-form';
import { sendQuote } from '@courtage/contracts/crm/quotes/send-quote.rpc';
import { AppError } from '@courtage/contracts/errors';
import { parisDate } from '@courtage/contracts/offer/dates';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import { buildQuotePdf } from '../quotes/quote-pdf.ts';
import type { RecordsContext } from '../records-context.ts';
import { findQuote, markQuoteSent, toQuote } from '../repositories/quotes-repository.ts';

/**
 * `crm.send-quote`: a draft becomes `envoye`. The PDF is built and stored in S3 first (a
 * retried send overwrites the same key), then one transaction marks the quote sent, audits it
 * and writes `crm.quote.sent`, which notification turns into the e-mail with the PDF attached.
 */
export function sendQuoteHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(sendQuote, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findQuote(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    if (row.status !== 'brouillon') throw new AppError('CONFLICT', QUOTE_MESSAGES.notDraft);
    if (!row.contact_email || !row.forename)
      throw new AppError('VALIDATION_FAILED', QUOTE_MESSAGES.noRecipient, [
        { field: 'contactId', message: QUOTE_MESSAGES.noRecipient },
      ]);
    const draft = toQuote(row);
    if (draft.validUntil < parisDate())
      throw new AppError('VALIDATION_FAILED', QUOTE_MESSAGES.validityPast, [
        { field: 'validUntil', message: QUOTE_MESSAGES.validityPast },
      ]);
    const recipientName = `${row.forename} ${row.contact_last_name}`;
    const pdf = await buildQuotePdf(draft, await ctx.identity.get(), recipientName);
    const key = `quotes/${id}.pdf`;
    await ctx.store.put(key, pdf, 'application/pdf');
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await markQuoteSent(trx, id, key))) throw new AppError('CONFLICT', QUOTE_MESSAGES.notDraft);
      const quote = toQuote((await findQuote(trx, id)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'send',
        entity: 'quote',
        entityId: id,
        before: { status: 'brouillon' },
        after: { status: 'envoye', to: row.contact_email, pdfKey: key },
      });
      await enqueueEvent(
        trx,
        quoteSent,
        {
          quoteId: id,
          reference: quote.reference,
          email: row.contact_email as string,
          recipientName,
          companyName: quote.companyName,
          insuranceLine: quote.insuranceLine,
          monthlyPremium: quote.monthlyPremium,
          validUntil: quote.validUntil,
          pdfKey: key,
          fileName: `devis-${quote.reference}.pdf`,
        },
        { correlationId: meta.correlationId },
      );
      return quote;
    });
  });
}
