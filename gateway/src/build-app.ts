import { randomUUID } from 'node:crypto';
import { createLogger } from '@courtage/runtime/logger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import app from './app.ts';
import type { GatewayConfig } from './config.ts';

/** 64 KiB: the largest legitimate body (a contact message of 2,000 characters) is far below. */
export const BODY_LIMIT = 64 * 1024;

/** A ready gateway (not listening): server.ts listens on it, tests `inject` into it. */
export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const fastify = Fastify({
    loggerInstance: createLogger('gateway', config.LOG_LEVEL) as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    logController: new LogController({
      requestIdLogLabel: 'correlationId',
      // Health probes every few seconds would drown the useful lines.
      disableRequestLogging: (request) => config.NODE_ENV === 'test' || request.url === '/health',
    }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    // `/api/v1/contactus/` is the same resource as `/api/v1/contactus`.
    routerOptions: { ignoreTrailingSlash: true },
    // A slow client may not hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    // Generous because the bus connects and the postal codes are indexed at startup.
    pluginTimeout: 30_000,
    // Bodies, query strings and params are checked by the contracts' forms, not by Ajv: see
    // plugins/app/validation.ts (no coercion of bodies, French messages in form order).
  }).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(fp(app), { config });
  await fastify.ready();
  return fastify;
}
