import type { FastifyInstance } from 'fastify';

/** Back-office changes of an offer are for staff (Admin or Sub-admin). */
export default async function staffGuard(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
}
