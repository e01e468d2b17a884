import {
  GetSubscriptionHouseholdRequest,
  getSubscriptionHousehold,
  SubscriptionHousehold,
} from '@courtage/contracts/offer/get-subscription-household.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/**
 * POST /api/v1/confirm-offer/subscription-household: the household the comparison declared, for
 * the subscribe form (names to fill in, identity checks before sending). POST so that the
 * capability travels in the body, never in an address that logs keep.
 */
const subscriptionHouseholdRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['offres'],
      summary: 'Foyer de la comparaison, pour la souscription',
      description:
        'Sexe et date de naissance de l’assuré, dates de naissance du conjoint et des enfants, nom du contact : ' +
        'ce que le formulaire de souscription nomme et vérifie. `capability` comme pour subscriber-offer ; sans elle, 401.',
      body: GetSubscriptionHouseholdRequest,
      response: {
        200: SubscriptionHousehold,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        404: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(
        getSubscriptionHousehold,
        request.body,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default subscriptionHouseholdRoute;
