import type { FastifyInstance } from 'fastify';

/** The dashboard is for staff (Admin or Sub-admin). */
export default async function staffGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
