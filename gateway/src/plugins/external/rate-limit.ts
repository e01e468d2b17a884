import { AppError } from '@courtage/contracts/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../http/error-messages.ts';

/**
 * Per-IP limits kept in Redis, so that they hold across gateway replicas. Routes
 * tighten them (`config.rateLimit`), /health opts out. When Redis is down requests
 * are let through rather than refused; /health reports Redis as failing.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      redis: fastify.redis,
      nameSpace: 'gateway-rate-limit:',
      skipOnError: true,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', ERROR_MESSAGES.rateLimited),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
