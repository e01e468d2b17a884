import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPostalCodeIndex } from '../../domain/postal-codes/load-postal-code-index.ts';
import type { PostalCodeIndex } from '../../domain/postal-codes/postal-code-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    postalCodes: PostalCodeIndex;
  }
}

/** The postal-code index, built once at startup (about 6,000 codes, held in memory). */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('postalCodes', await loadPostalCodeIndex());
  },
  { name: 'postal-codes' },
);
