import { GlobalSearchRequest, globalSearch } from '@courtage/contracts/crm/global-search.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/**
 * GET /api/v1/search?q=: the back-office's global search (Ctrl/⌘+K palette, /admin/recherche):
 * companies, contacts, offers, quotes, contracts and tasks, grouped and capped per kind, answered
 * by crm in one statement. Staff only (route-access.ts).
 */
const search: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: {
      tags: ['crm'],
      summary: 'Recherche globale du back-office : entreprises, contacts, offres, devis, contrats, tâches',
      querystring: GlobalSearchRequest,
      response: {
        200: globalSearch.response,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) =>
      fastify.bus.call(globalSearch, request.query, callOptions(request, fastify.config.RPC_TIMEOUT_MS)),
  });
};

export default search;
