import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseOrigins } from '../../config.ts';

/** Only the origins listed in CORS_ORIGINS may call the API from a browser. */
export default fp(
  async (fastify: FastifyInstance) => {
    const allowed = new Set(parseOrigins(fastify.config.CORS_ORIGINS));
    await fastify.register(cors, {
      // A refused origin gets no Access-Control-Allow-Origin header, so the browser blocks it.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // traceparent/tracestate: the RUM agent's distributed tracing (the page's calls join its trace).
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'traceparent', 'tracestate'],
      exposedHeaders: ['X-Correlation-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
