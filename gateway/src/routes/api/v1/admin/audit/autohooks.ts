import type { FastifyInstance } from 'fastify';

/** The audit trail is for Admins only: a Sub-admin gets 403, anybody else 401. */
export default async function auditGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireAdmin);
}
