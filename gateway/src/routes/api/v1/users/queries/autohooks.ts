import type { FastifyInstance } from 'fastify';

/** Customers' questions are answered by staff (Admin or Sub-admin); a customer token gets 403. */
export default async function staffGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
