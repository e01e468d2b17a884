import {
  ListPartnerInsurersResponse,
  listPartnerInsurers,
} from '@courtage/contracts/offer/list-partner-insurers.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/**
 * GET /api/v1/partner-insurers: the insurers whose plans the site offers (the DER names them).
 * A route file rather than an endpoint of the contracts: its answer is cached by browsers.
 */
const partnerInsurers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    config: { access: 'public' },
    schema: {
      tags: ['référentiels'],
      summary: 'Assureurs partenaires',
      description: 'Assureurs des formules actives du catalogue, par ordre alphabétique.',
      response: { 200: ListPartnerInsurersResponse, 503: ErrorResponseSchema, 504: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const answer = await fastify.bus.call(
        listPartnerInsurers,
        {},
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      // The catalogue changes when an administrator publishes a plan: a few minutes' delay is fine.
      return reply.header('cache-control', 'public, max-age=300').send(answer);
    },
  });
};

export default partnerInsurers;
