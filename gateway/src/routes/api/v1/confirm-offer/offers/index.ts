import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import { OfferDetailSchema } from '@courtage/contracts/offer/offer';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** GET /api/v1/confirm-offer/offers/:offerId: an offer just compared, by its unguessable id. */
const offersRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:offerId', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Détail d’une offre (tableau des garanties)',
      description:
        'Pour le visiteur qui vient de comparer : l’identifiant aléatoire de l’offre sert de clé. Aucune donnée ' +
        'personnelle n’est renvoyée.',
      params: Type.Object({ offerId: Uuid }),
      response: {
        200: OfferDetailSchema,
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(
        getOffer,
        { offerId: request.params.offerId },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default offersRoute;
