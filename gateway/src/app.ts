import { join } from 'node:path';
import { ENDPOINTS } from '@courtage/contracts/endpoints';
import {
  beginTransaction,
  flushTracing,
  type OpenTransaction,
  startTracing,
} from '@courtage/runtime/tracing';
import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { mountEndpoints } from './http/mount-endpoints.ts';

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
  // Elastic APM, when ELASTIC_APM_SERVER_URL is set (services/runtime/src/tracing.ts): each request
  // a transaction, child of the browser's `traceparent` (the RUM agent sends it), whose RPC calls
  // are spans the services continue. Nothing is added while tracing is off.
  if (await startTracing({ serviceName: 'gateway' })) {
    const open = new WeakMap<object, OpenTransaction>();
    fastify.addHook('onRequest', (request, _reply, done) => {
      const transaction = beginTransaction(
        `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
        'request',
        request.headers.traceparent,
      );
      if (transaction) open.set(request, transaction);
      done();
    });
    // Entered once the body is read: the handler and its RPC calls run inside it.
    fastify.addHook('preValidation', (request, _reply, done) => {
      const transaction = open.get(request);
      if (transaction) transaction.enter(done);
      else done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      open.get(request)?.end(`HTTP ${Math.floor(reply.statusCode / 100)}xx`, reply.statusCode >= 500);
      done();
    });
    fastify.addHook('onClose', async () => flushTracing());
  }

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
  // The endpoints defined in the contracts, then the routes that are more than an RPC hop.
  await fastify.register(async (scope) => mountEndpoints(scope, ENDPOINTS));
  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'routes'),
    options: opts,
    ignorePattern,
    autoHooks: true,
    cascadeHooks: true,
  });
}
