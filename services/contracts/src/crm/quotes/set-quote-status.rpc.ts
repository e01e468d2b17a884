import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Quote } from './quote.ts';
import { quoteStatusForm } from './quote-form.ts';

export const setQuoteStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-quote-status',
  version: 1,
  request: Type.Object({ id: Uuid, ...quoteStatusForm.schema.properties }, { additionalProperties: false }),
  response: Quote,
});

export const setQuoteStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/devis/:id/status',
  rpc: setQuoteStatus,
  access: 'staff',
  bodyForm: quoteStatusForm,
  summary: 'Accepter, refuser ou marquer expiré (accepté : le prospect devient client, contrat en attente)',
  tags: ['devis'],
});
