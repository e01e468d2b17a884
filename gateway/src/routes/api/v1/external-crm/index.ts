import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { externalCrmImportRoutes } from './import-routes.ts';
import { externalCrmWebhookRoute } from './webhook-route.ts';

/**
 * /api/v1/external-crm: the partner's signed webhook (no token) and the Admin-only CSV import
 * (the staff lists and link are endpoints of the contracts). Each part is its own plugin so its
 * body parser stays its own.
 */
const externalCrm: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(externalCrmWebhookRoute);
  await fastify.register(externalCrmImportRoutes);
};

export default externalCrm;
