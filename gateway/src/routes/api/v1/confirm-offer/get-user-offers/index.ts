import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import { getUserOffers } from '@courtage/contracts/offer/get-user-offers.rpc';
import { OfferDetailSchema } from '@courtage/contracts/offer/offer';
import {
  DocumentKindSchema,
  getCustomerDocument,
} from '@courtage/contracts/offer/subscription-signature.rpc';
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

/**
 * GET /api/v1/confirm-offer/get-user-offers[/:offerId]: the signed-in customer's offers, whose id
 * the handler takes from the verified token (never from the request); one document as a PDF.
 */
const getUserOffersRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    config: { access: 'customer' },
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
    config: { access: 'customer' },
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

  fastify.get('/:offerId/documents/:kind', {
    config: { access: 'customer' },
    schema: {
      tags: ['espace client'],
      summary: 'Un document de mon offre, en PDF',
      params: Type.Object({ offerId: Uuid, kind: DocumentKindSchema }),
      response: errors,
    },
    handler: async (request, reply) => {
      const document = await fastify.bus.call(
        getCustomerDocument,
        { offerId: request.params.offerId, kind: request.params.kind },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.pdfBase64, 'base64') as never);
    },
  });
};

export default getUserOffersRoute;
