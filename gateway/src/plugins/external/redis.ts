import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

const READY_WAIT_MS = 2000;

/**
 * The Redis client of the rate limiter, also pinged by GET /health. Commands fail at
 * once while Redis is away (no offline queue): a request must never hang on it.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const redis = new Redis(fastify.config.REDIS_URL, {
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // The commands of one event-loop turn (the rate limiter's, under load) go out in one
      // write: a socket write is the main per-request cost on the hot path (tests/bench).
      enableAutoPipelining: true,
    });
    let lastError = '';
    redis.on('error', (error: Error) => {
      // ioredis retries forever; log each distinct failure once rather than every retry.
      if (error.message === lastError) return;
      lastError = error.message;
      fastify.log.warn({ err: error }, 'Redis connection error');
    });
    redis.on('ready', () => {
      lastError = '';
    });
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });

    // Start with a connection when Redis is up, but start anyway when it is not:
    // /health then reports it and the rate limiter lets requests through.
    const timeout = AbortSignal.timeout(READY_WAIT_MS);
    await once(redis, 'ready', { signal: timeout }).catch(() => {
      fastify.log.warn({ url: fastify.config.REDIS_URL }, 'Redis not ready, starting without it');
    });
  },
  { name: 'redis', dependencies: ['env'] },
);
