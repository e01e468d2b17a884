import { bookingLimit } from '@courtage/contracts/offer/booking-limit.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** GET /api/v1/confirm-offer/limit/:offerId: may this offer's visitor still book a call-back? */
const limitRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:offerId', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Le visiteur peut-il encore demander un rappel ?',
      description:
        'À appeler avant d’afficher l’étape du créneau : 200 avec les tentatives restantes, ou 429 (Retry-After) ' +
        'avec le message disant quand réessayer, comme POST /api/v1/confirm-offer le dirait. Ne compte aucune tentative.',
      params: Type.Object({ offerId: Uuid }),
      response: {
        200: bookingLimit.response,
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.bus.call(
        bookingLimit,
        { offerId: request.params.offerId },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
    },
  });
};

export default limitRoute;
