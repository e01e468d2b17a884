import {
  SubscribeOfferRequest,
  SubscribeOfferResponse,
  subscribeOffer,
} from '@courtage/contracts/offer/subscribe-offer.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** POST /api/v1/confirm-offer/subscriber-offer: step 01 of the subscription for a confirmed offer. */
const subscriberOfferRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Souscrire une offre confirmée (étape 01)',
      description:
        'NIR (clé vérifiée, Corse comprise, puis comparé au sexe et à la date de naissance de la comparaison), ' +
        'IBAN (mod 97) et BIC, titulaire du compte, conjoint(e) et enfants nommés avec les dates de naissance ' +
        'de la comparaison, préférences de prélèvement, consentements. ' +
        'Crée ou retrouve le compte client (un lien pour choisir le mot de passe est envoyé par e-mail) et ' +
        'renvoie le récapitulatif du mandat SEPA et le dossier à signer (bulletin d’adhésion, mandat SEPA, mandat de ' +
        'résiliation si demandé) ; un code de signature est envoyé par e-mail. NIR et IBAN sont chiffrés et toujours masqués. ' +
        '`capability` : le `subscriptionToken` de la confirmation ou la clé du lien reçu par e-mail ; sans elle, 401. ' +
        'Un client connecté (jeton facultatif) retrouve l’offre dans son espace.',
      body: SubscribeOfferRequest,
      response: {
        201: SubscribeOfferResponse,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    // Optional sign-in: a customer's token (checked like any other) lets the service attach
    // the offer to that account when it is the comparison's address.
    onRequest: async (request) => {
      if (request.headers.authorization) await fastify.requireCustomer(request);
    },
    handler: async (request, reply) => {
      const client = {
        ip: request.ip.slice(0, 100),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 1000),
      };
      const subscribed = await fastify.bus.call(
        subscribeOffer,
        { ...request.body, client },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      return reply.code(201).send(subscribed);
    },
  });
};

export default subscriberOfferRoute;
