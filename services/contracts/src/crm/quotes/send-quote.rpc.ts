import { defineRpc } from '../../define.ts';
import { Quote, WithId } from './quote.ts';

/**
 * `POST /api/v1/devis/:quoteId/send`: builds the PDF (broker's ORIAS number, DER mention), stores
 * it in S3, marks the quote `envoye` and emits `crm.quote.sent`; notification emails it.
 */
export const sendQuote = defineRpc({
  service: 'crm',
  type: 'crm.send-quote',
  version: 1,
  request: WithId,
  response: Quote,
});
