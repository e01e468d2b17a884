import type { FastifyInstance } from 'fastify';

/** A customer's own data and consents: a customer token only (staff get 403). */
export default async function customerGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireCustomer);
}
