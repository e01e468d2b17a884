import { createQuote } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { getQuote } from '@courtage/contracts/crm/quotes/get-quote.rpc';
import { getQuotePdf } from '@courtage/contracts/crm/quotes/get-quote-pdf.rpc';
import {
  handleQuoteRequest,
  handleQuoteRequestForm,
} from '@courtage/contracts/crm/quotes/handle-quote-request.rpc';
import { listQuoteRequests } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { listQuotes, quoteListFilterForm } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import {
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
  quoteForm,
  quoteStatusForm,
} from '@courtage/contracts/crm/quotes/quote-form';
import { sendQuote } from '@courtage/contracts/crm/quotes/send-quote.rpc';
import { setQuoteStatus } from '@courtage/contracts/crm/quotes/set-quote-status.rpc';
import { updateQuote } from '@courtage/contracts/crm/quotes/update-quote.rpc';
import { defineForm } from '@courtage/contracts/form/define-form';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS, ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { createDocumentStorage } from '../contact/document-storage.ts';

const tags = ['devis'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const QuoteId = Type.Object({ quoteId: Uuid });
const requestFilterForm = defineForm({
  schema: listQuoteRequests.filter,
  messages: { status: 'Statut de demande inconnu.' },
});

/** `/api/v1/devis`: quotes (draft, send as PDF by e-mail, accept/refuse/expire) and the site's quote requests. */
const quotes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  const storage = createDocumentStorage(fastify.config);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  listRoute(fastify, {
    path: '',
    rpc: listQuotes,
    filterForm: quoteListFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Devis',
    tags,
    csv: {
      fileName: 'devis',
      columns: [
        { key: 'reference', header: 'Référence' },
        { key: 'companyName', header: 'Entreprise' },
        { key: 'contactName', header: 'Contact' },
        { key: 'insuranceLine', header: 'Assurance' },
        { key: 'formula', header: 'Formule' },
        { key: 'monthlyPremium', header: 'Prime mensuelle (€)' },
        { key: 'validUntil', header: 'Valable jusqu’au' },
        { key: 'status', header: 'Statut', format: (value) => QUOTE_STATUS_LABELS[value as QuoteStatus] },
      ],
    },
  });

  listRoute(fastify, {
    path: '/requests',
    rpc: listQuoteRequests,
    filterForm: requestFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Demandes de devis du site à traiter',
    tags,
  });

  fastify.post('/requests/:requestId/handle', {
    schema: {
      tags,
      summary: 'Traiter une demande du site : devis brouillon sur une entreprise prospect',
      params: Type.Object({ requestId: Uuid }),
      body: handleQuoteRequestForm.schema,
      response: { 201: handleQuoteRequest.response, ...errors },
    },
    preValidation: checkFormBody(handleQuoteRequestForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            handleQuoteRequest,
            { id: request.params.requestId, companyId: request.body.companyId },
            options(request),
          ),
        ),
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Créer un devis (brouillon)',
      body: quoteForm.schema,
      response: { 201: createQuote.response, ...errors },
    },
    preValidation: checkFormBody(quoteForm),
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(createQuote, request.body, options(request))),
  });

  fastify.get('/:quoteId', {
    schema: { tags, summary: 'Un devis', params: QuoteId, response: { 200: getQuote.response, ...errors } },
    handler: async (request) => fastify.bus.call(getQuote, { id: request.params.quoteId }, options(request)),
  });

  fastify.put('/:quoteId', {
    schema: {
      tags,
      summary: 'Modifier un devis brouillon',
      params: QuoteId,
      body: quoteForm.schema,
      response: { 200: updateQuote.response, ...errors },
    },
    preValidation: checkFormBody(quoteForm),
    handler: async (request) =>
      fastify.bus.call(updateQuote, { id: request.params.quoteId, quote: request.body }, options(request)),
  });

  fastify.put('/:quoteId/status', {
    schema: {
      tags,
      summary:
        'Accepter, refuser ou marquer expiré (accepté : le prospect devient client, contrat en attente)',
      params: QuoteId,
      body: quoteStatusForm.schema,
      response: { 200: setQuoteStatus.response, ...errors },
    },
    preValidation: checkFormBody(quoteStatusForm),
    handler: async (request) =>
      fastify.bus.call(
        setQuoteStatus,
        { id: request.params.quoteId, status: request.body.status },
        options(request),
      ),
  });

  fastify.post('/:quoteId/send', {
    schema: {
      tags,
      summary: 'Envoyer le devis en PDF au contact par e-mail',
      params: QuoteId,
      response: { 200: sendQuote.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        sendQuote,
        { id: request.params.quoteId },
        { ...options(request), timeoutMs: fastify.config.RPC_TIMEOUT_MS * 2 },
      ),
  });

  fastify.get('/:quoteId/pdf', {
    schema: {
      tags,
      summary: 'Le PDF du devis envoyé',
      params: QuoteId,
      response: { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const { key, fileName } = await fastify.bus.call(
        getQuotePdf,
        { id: request.params.quoteId },
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
