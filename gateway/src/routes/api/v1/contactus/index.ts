import {
  ContactQueryInput,
  createContactQuery,
  normalizeContactQuery,
  validateContactQuery,
} from '@courtage/contracts/crm/contact-query';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkContactForm } from '../../../../http/check-contact-form.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';

const FIELD_ORDER = ['name', 'email', 'phone', 'postalCode', 'city', 'message', 'consent'];
const ContactQueryAccepted = Type.Object({ id: Uuid, status: Type.Literal('received') });

/** POST /api/v1/contactus: a visitor's contact-form message, stored by crm. */
const contactus: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['contact'],
      summary: 'Envoyer un message via le formulaire de contact',
      description:
        'Vérifie tous les champs à la fois (messages en français par champ), puis transmet la demande au ' +
        'service CRM. Un accusé de réception est envoyé par e-mail au visiteur.',
      body: ContactQueryInput,
      response: {
        201: ContactQueryAccepted,
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
      const errors = validateContactQuery(request.body);
      const body = request.body as ContactQueryInput;
      const city = checkContactForm(fastify.postalCodes, errors, body, FIELD_ORDER);
      request.body = { ...normalizeContactQuery(body), city };
    },
    handler: async (request, reply) => {
      const created = await fastify.bus.call(createContactQuery, request.body, {
        actor: { kind: 'visitor' },
        correlationId: request.id,
        timeoutMs: fastify.config.RPC_TIMEOUT_MS,
      });
      return reply.code(201).send({ id: created.id, status: created.status });
    },
  });
};

export default contactus;
