import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Quote } from './quote.ts';
import { quoteForm } from './quote-form.ts';

export const createQuote = defineRpc({
  service: 'crm',
  type: 'crm.create-quote',
  version: 1,
  request: quoteForm.schema,
  response: Quote,
});

export const createQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/devis',
  rpc: createQuote,
  access: 'staff',
  status: 201,
  summary: 'Créer un devis (brouillon)',
  tags: ['devis'],
});
