import { dashboardRequestForm, getDashboard } from '@courtage/contracts/crm/dashboard.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/**
 * GET /api/v1/dashboards?from=YYYY-MM-DD&to=YYYY-MM-DD: the back-office dashboard's figures for
 * a period (Paris days, both included), answered by crm from its own tables.
 */
const dashboards: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: {
      tags: ['tableau de bord'],
      summary: 'Chiffres du tableau de bord sur une période',
      querystring: dashboardRequestForm.schema,
      response: {
        200: getDashboard.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(
        getDashboard,
        { from: request.query.from, to: request.query.to },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default dashboards;
