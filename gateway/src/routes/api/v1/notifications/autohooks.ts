import type { FastifyInstance } from 'fastify';

/** Notifications are a staff member's own (Admin or Sub-admin); the service scopes them to the token's subject. */
export default async function notificationsGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
