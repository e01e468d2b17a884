import { contactQueryForm } from '@courtage/contracts/crm/contact-query';
import { contactQuerySubmitted } from '@courtage/contracts/crm/contact-query-submitted.event';
import { quoteRequestForm } from '@courtage/contracts/crm/quote-request';
import { quoteRequestSubmitted } from '@courtage/contracts/crm/quote-request-submitted.event';
import { checkForm } from '@courtage/contracts/form/define-form';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { storeContactQuery } from './store-contact-query.ts';
import { storeQuoteRequest } from './store-quote-request.ts';

/** Queue `crm.site-forms`: the gateway declares it too, so a form published while crm never ran waits there. */
export const SITE_FORMS = { consumer: 'crm', purpose: 'site-forms' } as const;

/**
 * The site's contact forms and quote requests, published by the gateway as durable commands
 * (202 to the visitor): stored here with the inbox (a redelivered message is skipped) and once
 * per `requestId` (a retried submit is another message with the same key). The form rules are
 * checked again (a service never trusts its caller): a form that fails them throws, so it is
 * retried then parked in `crm.site-forms.dlq` with the reason, never stored.
 */
export function siteFormsSubscription(db: Kysely<CrmDatabase>): Subscription {
  return defineSubscription({
    ...SITE_FORMS,
    events: [contactQuerySubmitted, quoteRequestSubmitted],
    inboxDb: db,
    async handle(event, { trx, logger }) {
      if (!trx) throw new Error('site forms are handled in the inbox transaction');
      const meta = { correlationId: event.correlationId };
      if (event.type === contactQuerySubmitted.type) {
        const { requestId, submittedAt: _, ...form } = event.data;
        const errors = checkForm(contactQueryForm, form);
        if (errors.length > 0) throw new Error(`contact form off its rules: ${JSON.stringify(errors)}`);
        const stored = await storeContactQuery(trx, form, { ...meta, requestId });
        if (!stored) logger.info({ requestId }, 'contact form already stored (retried submit)');
      } else {
        const { requestId, submittedAt: _, ...form } = event.data;
        const errors = checkForm(quoteRequestForm, form);
        if (errors.length > 0) throw new Error(`quote request off its rules: ${JSON.stringify(errors)}`);
        const stored = await storeQuoteRequest(trx, form, { ...meta, requestId });
        if (!stored) logger.info({ requestId }, 'quote request already stored (retried submit)');
      }
    },
  });
}
