import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offerActionRoutes } from './offer-actions.ts';
import { offerListRoutes } from './offer-lists.ts';

/**
 * /api/v1/offers: the back-office's offers (staff: autohooks.ts; CSV exports and reveals Admin
 * only). Lists come from crm's read model, one offer's page and its actions from offer.
 */
const offers: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(offerListRoutes);
  await fastify.register(offerActionRoutes);
};

export default offers;
