import type { FastifyInstance } from 'fastify';

/** Staff management is for Admins only: a Sub-admin gets 403, anybody else 401. */
export default async function staffManagementGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireAdmin);
}
