import { emailComparison } from '@courtage/contracts/offer/email-comparison.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/** POST /api/v1/confirm-offer/email-comparison: the offers shown, as a PDF, to the comparison's address. */
const emailComparisonRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: {
      tags: ['offres'],
      summary: 'Recevoir sa comparaison par e-mail',
      description:
        'Envoie les offres affichées (identifiants d’une même comparaison, dans l’ordre affiché) en PDF, avec leurs ' +
        'exemples de remboursement et le lien qui les rouvre, à l’adresse donnée lors de cette comparaison.',
      body: emailComparison.request,
      response: {
        202: emailComparison.response,
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        429: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const queued = await fastify.bus.call(
        emailComparison,
        request.body,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      return reply.code(202).send(queued);
    },
  });
};

export default emailComparisonRoute;
