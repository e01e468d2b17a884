import { AppError } from '@courtage/contracts/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../http/error-messages.ts';
import { leasedRateLimitStore } from '../../http/leased-rate-limit-store.ts';

/**
 * Per-IP limits kept in Redis, so that they hold across gateway replicas; each replica
 * leases a share of a window's budget at a time (http/leased-rate-limit-store.ts) rather
 * than asking Redis on every request. Routes tighten them (`config.rateLimit`), /health
 * opts out. When Redis is down requests are let through rather than refused; /health
 * reports Redis as failing.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      store: leasedRateLimitStore(fastify.redis, 'gateway-rate-limit:'),
      skipOnError: true,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', ERROR_MESSAGES.rateLimited),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
