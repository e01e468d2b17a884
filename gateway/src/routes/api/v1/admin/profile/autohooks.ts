import type { FastifyInstance } from 'fastify';

/** The profile pages are for any signed-in staff member (Admin or Sub-admin). */
export default async function staffProfileGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
