import { getQuotePdf } from '@courtage/contracts/crm/quotes/get-quote-pdf.rpc';
import { sendQuote } from '@courtage/contracts/crm/quotes/send-quote.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS, ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { createDocumentStorage } from '../contact/document-storage.ts';

const tags = ['devis'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const QuoteId = Type.Object({ id: Uuid });

/**
 * `/api/v1/devis`: sending a quote (the PDF is rendered and e-mailed within the call: twice the
 * usual timeout) and its PDF streamed from storage; the quotes' other endpoints are defined in
 * the contracts.
 */
const quotes: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = createDocumentStorage(fastify.config);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.post('/:id/send', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Envoyer le devis en PDF au contact par e-mail',
      params: QuoteId,
      response: { 200: sendQuote.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        sendQuote,
        { id: request.params.id },
        { ...options(request), timeoutMs: fastify.config.RPC_TIMEOUT_MS * 2 },
      ),
  });

  fastify.get('/:id/pdf', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Le PDF du devis envoyé',
      params: QuoteId,
      response: { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const { key, fileName } = await fastify.bus.call(
        getQuotePdf,
        { id: request.params.id },
        options(request),
      );
      const object = await storage.stream(key);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(object.body as never);
    },
  });
};

export default quotes;
