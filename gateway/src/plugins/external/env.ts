import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
  }
}

/** The configuration read once by server.ts (or a test), shared as `fastify.config`. */
export default fp(
  async (fastify: FastifyInstance, opts: { config: GatewayConfig }) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'env' },
);
