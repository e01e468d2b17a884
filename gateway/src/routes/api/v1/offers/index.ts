import { adminChangeOfferState } from '@courtage/contracts/offer/plan-admin';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/** PUT /api/v1/offers/:offerId/state: the back-office moves an offer to in review, signed or cancelled. */
const offers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put('/:offerId/state', {
    schema: {
      tags: ['offres'],
      summary: 'Changer l’état d’une offre (back-office)',
      params: Type.Object({ offerId: Uuid }),
      body: Type.Object({
        state: Type.Union([Type.Literal('in_review'), Type.Literal('signed'), Type.Literal('cancelled')]),
      }),
      response: {
        200: adminChangeOfferState.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(
        adminChangeOfferState,
        { offerId: request.params.offerId, state: request.body.state },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default offers;
