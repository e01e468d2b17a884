import { AppError } from '@courtage/contracts/errors';
import {
  type ComparisonRequest,
  ComparisonRequestSchema,
} from '@courtage/contracts/offer/comparison-request';
import { CreateOfferResponse, createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { parisDate } from '@courtage/contracts/offer/dates';
import {
  COMPARISON_MESSAGES,
  validateComparisonRequest,
} from '@courtage/contracts/offer/validate-comparison-request';
import { findCommunesByPostalCode } from '@courtage/runtime/postal-codes/find-communes-by-postal-code';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_MESSAGES } from '../../../../../http/error-messages.ts';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** POST /api/v1/confirm-offer/create-offer: the comparator's request -> ranked, stored offers. */
const createOfferRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['offres'],
      summary: 'Comparer les offres pour un foyer',
      description:
        'Vérifie tout le formulaire (messages en français par champ : `members.birthDate`, ' +
        '`members.children.child2.birthDate`, `credentials.postalCode`...), tarifie chaque formule active, ' +
        'enregistre la comparaison et ses offres (état `proposed`, prix figé) et, si le visiteur a donné son ' +
        'accord, lui envoie un récapitulatif par e-mail.',
      body: ComparisonRequestSchema,
      response: {
        201: CreateOfferResponse,
        400: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    // Before Ajv, so that every bad field gets its French message in one answer.
    preValidation: async (request) => {
      const errors = validateComparisonRequest(request.body, parisDate());
      if (!errors.some((e) => e.field === 'credentials.postalCode')) {
        const postalCode = (request.body as ComparisonRequest).credentials.postalCode.trim();
        if (!findCommunesByPostalCode(fastify.postalCodes, postalCode)) {
          errors.push({ field: 'credentials.postalCode', message: COMPARISON_MESSAGES.postalCodeUnknown });
        }
      }
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
    },
    handler: async (request, reply) => {
      const created = await fastify.bus.call(
        createOffer,
        request.body,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      return reply.code(201).send(created);
    },
  });
};

export default createOfferRoute;
