import { getCustomer } from '@courtage/contracts/auth/get-customer.rpc';
import { listConsents, withdrawConsent } from '@courtage/contracts/privacy/consents.rpc';
import { getMyErasureRequest, requestErasure } from '@courtage/contracts/privacy/erasure.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { collectSubjectData, SubjectDataSchema } from '../../../../../domain/privacy/subject-data.ts';
import { buildSubjectDataPdf } from '../../../../../domain/privacy/subject-data-pdf.ts';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../../plugins/app/authentication.ts';

const tags = ['espace client'];
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/**
 * /auth/v1/user/privacy: the signed-in customer's rights (RGPD): their data as JSON or PDF,
 * their consents and their withdrawal. Whose data is always the session's customer, read from
 * auth for this live session, never anything in the request.
 */
const privacyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const customerOf = async (request: FastifyRequest) => {
    const claims = claimsOf(request);
    return fastify.bus.call(
      getCustomer,
      { customerId: claims.sub, sessionId: claims.sid },
      callOptions(request, timeout),
    );
  };

  fastify.get('/export', {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Télécharger mes données (JSON)',
      description: 'Profil, offres, souscriptions, consentements, questions et documents du client connecté.',
      response: { 200: SubjectDataSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await collectSubjectData(
        fastify.bus,
        await customerOf(request),
        callOptions(request, timeout),
      );
      return reply.header('content-disposition', 'attachment; filename="mes-donnees.json"').send(data);
    },
  });

  fastify.get('/export.pdf', {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Télécharger mes données (PDF lisible)',
      produces: ['application/pdf'],
      response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }), ...errors },
    },
    handler: async (request, reply) => {
      const data = await collectSubjectData(
        fastify.bus,
        await customerOf(request),
        callOptions(request, timeout),
      );
      const pdf = await buildSubjectDataPdf(data);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="mes-donnees.pdf"')
        .send(Buffer.from(pdf));
    },
  });

  fastify.get('/consents', {
    config: { access: 'customer' },
    schema: { tags, summary: 'Mes consentements', response: { 200: listConsents.response, ...errors } },
    handler: async (request) => {
      const customer = await customerOf(request);
      return fastify.bus.call(
        listConsents,
        { userId: customer.id, email: customer.email },
        callOptions(request, timeout),
      );
    },
  });

  fastify.post('/consents/:kind/withdraw', {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Retirer un consentement (être recontacté, informations commerciales)',
      params: Type.Object({ kind: withdrawConsent.request.properties.kind }),
      response: { 200: withdrawConsent.response, ...errors },
    },
    handler: async (request) => {
      const customer = await customerOf(request);
      return fastify.bus.call(
        withdrawConsent,
        {
          subject: { userId: customer.id, email: customer.email },
          kind: request.params.kind,
          via: 'espace_client',
        },
        callOptions(request, timeout),
      );
    },
  });

  fastify.get('/erasure', {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Ma demande d’effacement (la dernière, s’il y en a une)',
      response: { 200: getMyErasureRequest.response, ...errors },
    },
    handler: async (request) => {
      await customerOf(request);
      return fastify.bus.call(getMyErasureRequest, {}, callOptions(request, timeout));
    },
  });

  fastify.post('/erasure', {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Demander l’effacement de mes données',
      description:
        'Enregistre la demande (une seule en attente à la fois) ; un administrateur l’examine puis l’exécute, et un accusé de réception est envoyé par e-mail.',
      response: { 200: requestErasure.response, ...errors },
    },
    handler: async (request) => {
      await customerOf(request);
      return fastify.bus.call(requestErasure, {}, callOptions(request, timeout));
    },
  });
};

export default privacyRoutes;
