import {
  createQuoteRequest,
  normalizeQuoteRequest,
  QuoteRequestInput,
  validateQuoteRequest,
} from '@courtage/contracts/crm/quote-request';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkContactForm } from '../../../../http/check-contact-form.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';

const FIELD_ORDER = ['insuranceLine', 'name', 'email', 'phone', 'postalCode', 'city', 'message', 'consent'];
const QuoteRequestAccepted = Type.Object({ id: Uuid, status: Type.Literal('received') });

/** POST /api/v1/quote-requests: a quote request from an insurance-line page, stored by crm
 * as a prospect with a quote request. Same checks and limits as /api/v1/contactus. */
const quoteRequests: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['contact'],
      summary: 'Demander un devis pour une assurance',
      description:
        'Vérifie tous les champs à la fois (messages en français par champ), puis transmet la demande au ' +
        'service CRM, qui enregistre le prospect et sa demande de devis.',
      body: QuoteRequestInput,
      response: {
        201: QuoteRequestAccepted,
        400: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    config: { rateLimit: { max: fastify.config.CONTACT_RATE_LIMIT, timeWindow: '1 minute' } },
    // Runs before Ajv so that every bad field gets its French message in one answer.
    preValidation: async (request) => {
      const errors = validateQuoteRequest(request.body);
      const body = request.body as QuoteRequestInput;
      const city = checkContactForm(fastify.postalCodes, errors, body, FIELD_ORDER);
      request.body = { ...normalizeQuoteRequest(body), city };
    },
    handler: async (request, reply) => {
      const created = await fastify.bus.call(createQuoteRequest, request.body, {
        actor: { kind: 'visitor' },
        correlationId: request.id,
        timeoutMs: fastify.config.RPC_TIMEOUT_MS,
      });
      return reply.code(201).send({ id: created.id, status: created.status });
    },
  });
};

export default quoteRequests;
