import type { FastifyInstance } from 'fastify';

/** The insurance-plan screens (/admin/insurance-plan) are for staff (Admin or Sub-admin). */
export default async function staffGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
