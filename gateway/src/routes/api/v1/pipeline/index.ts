import { getPipeline, pipelineFilterForm } from '@courtage/contracts/crm/pipeline.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/**
 * GET /api/v1/pipeline?assignee&insurer&from&to: the pipeline board's columns (count, monthly
 * premium, first cards), answered by crm from its offer read model. Cards move through the
 * offer's own follow-up route (`PUT /api/v1/offers/:offerId/callback`).
 */
const pipeline: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: {
      tags: ['pipeline'],
      summary: 'Tableau du pipeline : offres par étape, totaux par colonne',
      querystring: pipelineFilterForm.schema,
      response: {
        200: getPipeline.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(getPipeline, request.query, callOptions(request, fastify.config.RPC_TIMEOUT_MS)),
  });
};

export default pipeline;
