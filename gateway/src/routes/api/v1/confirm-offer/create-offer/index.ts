import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request-form';
import { CreateOfferResponse, createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { keepReplyBytes, replyJsonOf } from '@courtage/runtime/rpc-client';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** POST /api/v1/confirm-offer/create-offer: the comparator's request -> ranked, stored offers. */
const createOfferRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  keepReplyBytes(createOffer);
  fastify.post('', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Comparer les offres pour un foyer',
      description:
        'Vérifie tout le formulaire (messages en français par champ : `members.birthDate`, ' +
        '`members.children.child2.birthDate`, `credentials.postalCode`...), puis le service des offres vérifie que le ' +
        'code postal existe et que la commune en fait partie ; tarifie chaque formule active, ' +
        'enregistre la comparaison et ses offres (état `proposed`, prix figé) et, si le visiteur a donné son ' +
        'accord, lui envoie un récapitulatif par e-mail.',
      // Checked by its form (the gateway's validator compiler), as the comparator checks it.
      body: comparisonRequestForm.schema,
      response: {
        201: CreateOfferResponse,
        400: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await fastify.bus.call(
        createOffer,
        request.body,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      // The offer service's bytes, checked against CreateOfferResponse by the bus client, are the
      // answer: serializing the parsed object again cost ~9 % of the gateway's CPU per comparison.
      const bytes = replyJsonOf(created);
      // (The typed reply takes the schema's object; these bytes are that object's JSON.)
      if (bytes) return (reply as FastifyReply).code(201).type('application/json; charset=utf-8').send(bytes);
      return reply.code(201).send(created);
    },
  });
};

export default createOfferRoute;
