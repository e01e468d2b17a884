import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { Quote } from './quote.ts';

/**
 * `POST /api/v1/devis/requests/:requestId/handle`: a quote request becomes a draft quote on a
 * prospect company chosen (or created first) by the broker, the requester becoming its contact.
 */
export const handleQuoteRequestForm = defineForm({
  schema: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  messages: { companyId: 'Veuillez choisir l’entreprise prospect de cette demande.' },
});

export const handleQuoteRequest = defineRpc({
  service: 'crm',
  type: 'crm.handle-quote-request',
  version: 1,
  request: Type.Object(
    { id: Uuid, ...handleQuoteRequestForm.schema.properties },
    { additionalProperties: false },
  ),
  response: Quote,
});

export const handleQuoteRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/devis/requests/:id/handle',
  rpc: handleQuoteRequest,
  access: 'staff',
  status: 201,
  bodyForm: handleQuoteRequestForm,
  summary: 'Traiter une demande du site : devis brouillon sur une entreprise prospect',
  tags: ['devis'],
});
