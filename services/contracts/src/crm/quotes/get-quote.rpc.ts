import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Quote, WithId } from './quote.ts';

export const getQuote = defineRpc({
  service: 'crm',
  type: 'crm.get-quote',
  version: 1,
  request: WithId,
  response: Quote,
});

export const getQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/devis/:id',
  rpc: getQuote,
  access: 'staff',
  summary: 'Un devis',
  tags: ['devis'],
});
