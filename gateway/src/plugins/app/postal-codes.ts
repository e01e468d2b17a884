import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
