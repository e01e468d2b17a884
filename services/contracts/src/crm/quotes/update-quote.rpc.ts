import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Quote } from './quote.ts';
import { quoteForm } from './quote-form.ts';

export const updateQuote = defineRpc({
  service: 'crm',
  type: 'crm.update-quote',
  version: 1,
  request: Type.Object({ id: Uuid, quote: quoteForm.schema }, { additionalProperties: false }),
  response: Quote,
});

export const updateQuoteEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/devis/:id',
  rpc: updateQuote,
  access: 'staff',
  bodyKey: 'quote',
  summary: 'Modifier un devis brouillon',
  tags: ['devis'],
});
