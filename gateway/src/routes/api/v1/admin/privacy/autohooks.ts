import type { FastifyInstance } from 'fastify';

/** Erasure requests are reviewed and executed by Admins only: a Sub-admin gets 403, anybody else 401. */
export default async function privacyGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireAdmin);
}
