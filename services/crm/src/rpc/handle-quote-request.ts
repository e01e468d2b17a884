import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { handleQuoteRequest } from '@courtage/contracts/crm/quotes/handle-quote-request.rpc';
import { QUOTE_MESSAGES } from '@courtage/contracts/crm/quotes/quote-form';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { companyExists } from '../repositories/companies-repository.ts';
import { findCompanyContactByEmail, insertContact } from '../repositories/contacts-repository.ts';
import {
  lockReceivedQuoteRequest,
  markQuoteRequestQuoted,
} from '../repositories/quote-requests-repository.ts';
import { findQuote, insertQuote, toQuote } from '../repositories/quotes-repository.ts';

/** Splits "Marie Dupont" into forename "Marie" and name "Dupont" (one word: both the same). */
function splitName(full: string): { forename: string; name: string } {
  const words = full.trim().split(/\s+/);
  if (words.length === 1) return { forename: words[0] as string, name: words[0] as string };
  return { forename: words[0] as string, name: words.slice(1).join(' ') };
}

/**
 * `crm.handle-quote-request`: a site quote request becomes a draft quote (source `site`) on the
 * chosen company, the requester its contact (found by e-mail on that company, else created);
 * the request is marked `quoted`. One transaction, audited.
 */
export function handleQuoteRequestHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(handleQuoteRequest, async ({ id, companyId }, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const request = await lockReceivedQuoteRequest(trx, id);
      if (!request) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.requestNotFound);
      if (!(await companyExists(trx, companyId)))
        throw new AppError('VALIDATION_FAILED', COMPANY_MESSAGES.notFound, [
          { field: 'companyId', message: COMPANY_MESSAGES.notFound },
        ]);
      let contactId = await findCompanyContactByEmail(trx, companyId, request.email);
      if (!contactId) {
        contactId = await insertContact(trx, {
          civility: 'M.',
          ...splitName(request.name),
          function: null,
          email: request.email,
          phone: request.phone,
          company_id: companyId,
        });
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'create',
          entity: 'contact',
          entityId: contactId,
          after: { fromQuoteRequest: id },
        });
      }
      const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const quoteId = await insertQuote(trx, {
        company_id: companyId,
        contact_id: contactId,
        insurance_line: request.insurance_line,
        formula: request.message.slice(0, 500),
        insurer: null,
        monthly_premium: 0,
        valid_until: validUntil,
        notes: null,
        source: 'site',
        quote_request_id: id,
        pdf_key: null,
        sent_at: null,
        created_by: staff.id,
      });
      await markQuoteRequestQuoted(trx, id);
      const result = toQuote(
        (await findQuote(trx, quoteId)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>,
      );
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'create',
        entity: 'quote',
        entityId: quoteId,
        after: result,
      });
      return result;
    });
  });
}
