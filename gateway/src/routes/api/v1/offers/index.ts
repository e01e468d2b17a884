import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offerActionRoutes } from './offer-actions.ts';

/**
 * /api/v1/offers: what is not a plain hop of the back-office's offers (the lists, one offer's
 * page and its actions are endpoints of the contracts, offer/staff-endpoints.ts): the signed
 * subscription file's ZIP and the Admin-only reveal.
 */
const offers: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(offerActionRoutes);
};

export default offers;
