import type { FastifyInstance } from 'fastify';

/** 'Mon offre' and the customer's offer details need a signed-in customer. */
export default async function customerGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireCustomer);
}
