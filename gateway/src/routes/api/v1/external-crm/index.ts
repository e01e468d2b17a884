import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { externalCrmImportRoutes } from './import-routes.ts';
import { externalCrmStaffRoutes } from './staff-routes.ts';
import { externalCrmWebhookRoute } from './webhook-route.ts';

/**
 * /api/v1/external-crm: the partner's signed webhook (no token), the staff lists and link,
 * the Admin-only CSV import. Each part is its own plugin so its guard and body parser stay its own.
 */
const externalCrm: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(externalCrmWebhookRoute);
  await fastify.register(externalCrmStaffRoutes);
  await fastify.register(externalCrmImportRoutes);
};

export default externalCrm;
