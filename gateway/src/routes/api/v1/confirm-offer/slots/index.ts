import { ListSlotsRequest, ListSlotsResponse, listSlots } from '@courtage/contracts/offer/list-slots.rpc';
import { keepReplyBytes, replyJsonOf } from '@courtage/runtime/rpc-client';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** GET /api/v1/confirm-offer/slots?from=&days=: call-back slots still open. */
const slotsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  keepReplyBytes(listSlots);
  fastify.get('', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Créneaux de rappel disponibles',
      description:
        'Jours ouvrés (hors week-ends et jours fériés), heure de Paris, créneaux pas encore commencés.',
      querystring: ListSlotsRequest,
      response: {
        200: ListSlotsResponse,
        400: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const slots = await fastify.bus.call(
        listSlots,
        request.query,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      // The offer service's bytes, checked against ListSlotsResponse (every object closed) by the
      // bus client: the answer without serializing the parsed object again (the READ round trip
      // of tests/bench).
      const bytes = replyJsonOf(slots);
      if (bytes) {
        return (reply as FastifyReply)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(bytes);
      }
      return reply.header('cache-control', 'no-store').send(slots);
    },
  });
};

export default slotsRoute;
