import {
  completeErasure,
  ErasurePartSchema,
  ErasureRequestSchema,
  eraseCrmSubject,
  eraseNotificationSubject,
  eraseOfferSubject,
  getErasureRequest,
} from '@courtage/contracts/privacy/erasure.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const tags = ['administration : données personnelles'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const Params = Type.Object({ requestId: Uuid });

/** Whose data: the account and its address, or a prospect's proven address alone. */
const subjectOf = (request: { customerId: string | null; email: string }) =>
  request.customerId ? { userId: request.customerId, email: request.email } : { email: request.email };

/**
 * /api/v1/admin/privacy (Admins only): customers' erasure requests (their list is defined in
 * the contracts). These two routes compose calls to every service. The
 * review shows, per service, what the execution would erase and what stays under a legal
 * hold with its reason (offer and crm count it with dryRun); the execution erases in offer,
 * crm and notification (the log of the emails sent), then auth anonymises the account, marks the request executed, writes the audit row
 * and emails the receipt. Each step is idempotent: an execution stopped halfway is run again.
 */
const privacy: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;

  const subjectParts = async (
    request: FastifyRequest,
    subject: { userId?: string; email: string },
    dryRun: boolean,
  ) => {
    const options = callOptions(request, timeout);
    return Promise.all([
      fastify.bus.call(eraseOfferSubject, { subject, dryRun }, options),
      fastify.bus.call(eraseCrmSubject, { subject, dryRun }, options),
      fastify.bus.call(eraseNotificationSubject, { subject, dryRun }, options),
    ]);
  };

  fastify.get('/erasure-requests/:requestId', {
    schema: {
      tags,
      summary: 'Examiner une demande d’effacement : ce qui sera effacé, ce qui est conservé et pourquoi',
      params: Params,
      response: {
        200: Type.Object(
          {
            request: ErasureRequestSchema,
            /** Pending: what an execution would do now; executed: the report. */
            preview: Type.Array(ErasurePartSchema),
          },
          { additionalProperties: false },
        ),
        ...errors,
      },
    },
    config: { access: 'admin' },
    handler: async (request) => {
      const found = await fastify.bus.call(
        getErasureRequest,
        { requestId: request.params.requestId },
        callOptions(request, timeout),
      );
      if (found.status === 'executed') return { request: found, preview: found.report ?? [] };
      const parts = await subjectParts(request, subjectOf(found), true);
      return { request: found, preview: parts };
    },
  });

  fastify.post('/erasure-requests/:requestId/execute', {
    schema: {
      tags,
      summary: 'Exécuter une demande d’effacement (et envoyer l’accusé de réception)',
      params: Params,
      response: { 200: ErasureRequestSchema, ...errors },
    },
    config: { access: 'admin' },
    handler: async (request) => {
      const options = callOptions(request, timeout);
      const found = await fastify.bus.call(
        getErasureRequest,
        { requestId: request.params.requestId },
        options,
      );
      if (found.status === 'executed') {
        // Asking twice answers the conflict from auth, which holds the state.
        return fastify.bus.call(completeErasure, { requestId: found.id, report: [] }, options);
      }
      const parts = await subjectParts(request, subjectOf(found), false);
      return fastify.bus.call(completeErasure, { requestId: found.id, report: parts }, options);
    },
  });
};

export default privacy;
