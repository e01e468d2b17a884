import {
  CONFIRM_MESSAGES,
  ConfirmOfferResponse,
  confirmOffer,
  confirmOfferForm,
} from '@courtage/contracts/offer/confirm-offer.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/** POST /api/v1/confirm-offer: book a call-back slot and confirm the offer. */
const confirmOfferRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['offres'],
      summary: 'Confirmer une offre en choisissant un créneau',
      description:
        `Sans date ou créneau : 400, « ${CONFIRM_MESSAGES.noSlot} » sur dateSlot et timeSlot. Créneau passé ou non ouvré : 400 ; complet ` +
        `ou offre déjà confirmée, ou rappel déjà prévu pour cette comparaison ou cette adresse e-mail : 409 ; ` +
        `plus de CONFIRM_RATE_LIMIT tentatives par heure pour l’adresse e-mail et le code postal de la comparaison (jamais par adresse IP) : ` +
        `429 (Retry-After), le message dit dans combien de minutes et à quelle heure réessayer ; ` +
        `GET /api/v1/confirm-offer/limit/{offerId} le dit avant l’étape du créneau. Succès : \`emailQueued\` false quand l’e-mail de confirmation n’a pas pu ` +
        `être programmé (afficher « ${CONFIRM_MESSAGES.successNoEmail} »). En cas d’erreur 5xx, afficher ` +
        `« ${CONFIRM_MESSAGES.failure} ».`,
      body: confirmOfferForm.schema,
      response: {
        200: ConfirmOfferResponse,
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    // The booking limit is the offer service's (per email address and postal code, never per
    // IP: a family behind one address books freely); its 429 gets Retry-After from the error
    // handler. The global per-IP limit still applies.
    handler: async (request) =>
      fastify.bus.call(confirmOffer, request.body, callOptions(request, fastify.config.RPC_TIMEOUT_MS)),
  });
};

export default confirmOfferRoute;
