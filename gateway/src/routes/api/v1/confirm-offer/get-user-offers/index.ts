import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import { getUserOffers } from '@courtage/contracts/offer/get-user-offers.rpc';
import { OfferDetailSchema } from '@courtage/contracts/offer/offer';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../../plugins/app/authentication.ts';

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/** GET /api/v1/confirm-offer/get-user-offers[/:offerId]: the signed-in customer's offers. */
const getUserOffersRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: {
      tags: ['espace client'],
      summary: 'Mes offres (« Mon offre »)',
      description: 'Les offres liées au compte du client connecté, avec leur état.',
      response: { 200: getUserOffers.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        getUserOffers,
        { userId: claimsOf(request).sub },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });

  fastify.get('/:offerId', {
    schema: {
      tags: ['espace client'],
      summary: 'Détail d’une de mes offres (/offer-details/{offerId})',
      params: Type.Object({ offerId: Uuid }),
      response: { 200: OfferDetailSchema, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        getOffer,
        { offerId: request.params.offerId, userId: claimsOf(request).sub },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default getUserOffersRoute;
