import { getCustomer } from '@courtage/contracts/auth/get-customer.rpc';
import { askUserQuery, askUserQueryForm } from '@courtage/contracts/crm/user-queries/ask-user-query.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions, claimsOf } from '../../../../../plugins/app/authentication.ts';

/**
 * POST /auth/v1/user/queries: the signed-in customer asks a question, under the name and e-mail
 * auth gives for this live session (two calls). Their list is an endpoint of the contracts.
 */
const myQueries: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    config: { access: 'customer' },
    schema: {
      tags: ['espace client'],
      summary: 'Poser une question',
      description: 'Le nom et l’e-mail sont ceux du compte connecté ; l’équipe est prévenue en direct.',
      body: askUserQueryForm.schema,
      response: {
        201: askUserQuery.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const claims = claimsOf(request);
      const options = callOptions(request, fastify.config.RPC_TIMEOUT_MS);
      // The name and e-mail come from auth for this live session, never from the request.
      const customer = await fastify.bus.call(
        getCustomer,
        { customerId: claims.sub, sessionId: claims.sid },
        options,
      );
      const created = await fastify.bus.call(
        askUserQuery,
        {
          query: request.body.query,
          customer: {
            id: customer.id,
            name: customer.fullName.trim() || customer.email,
            email: customer.email,
          },
        },
        options,
      );
      return reply.code(201).send(created);
    },
  });
};

export default myQueries;
