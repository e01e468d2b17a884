import { join } from 'node:path';
import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.ts';

export type AppOptions = { config: GatewayConfig };

// Plugin folders hold only plugins; unit tests of their helpers live elsewhere, but
// never let a stray test file be loaded as a plugin.
const ignorePattern = /\.test\.ts$/;

/**
 * The gateway, in three passes: thin wrappers configuring libraries (env, helmet,
 * cors, redis, rate limit, swagger), then the app's own decorators (bus, postal
 * codes, error handling), then one encapsulated plugin per resource folder.
 */
export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  // The API speaks JSON only: a text/plain body gets 415 rather than being parsed.
  fastify.removeContentTypeParser('text/plain');
  // A callback hook, not an async one: no promise per request on the hot path.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-correlation-id', request.id);
    done();
  });

  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'plugins/external'),
    options: opts,
    ignorePattern,
  });
  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'plugins/app'),
    options: opts,
    ignorePattern,
  });
  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'routes'),
    options: opts,
    ignorePattern,
    autoHooks: true,
    cascadeHooks: true,
  });
}
