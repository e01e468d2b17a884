import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted in the gateway's requests in flight (load-shedding.ts). */
    inFlight: boolean;
  }
  interface FastifyInstance {
    /** Requests being handled now (load-shedding.ts). */
    requestsInFlight(): number;
  }
}

/** Routes that never count: probes must answer under load, a websocket lives for hours. */
const EXEMPT_ROUTES = new Set(['/health', '/ws']);

/**
 * At most MAX_REQUESTS_IN_FLIGHT requests handled at once. Beyond, the request is answered
 * 503 with the French message and `Retry-After: 1` in its first hook, before its body is read
 * or checked, and without a log line (an overload would flood the log): under twice the
 * sustainable rate the gateway's memory stays flat and the requests it takes are answered in
 * time (tests/bench, overload scenario). The bus bounds its calls in flight too (rpc-client.ts).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const max = fastify.config.MAX_REQUESTS_IN_FLIGHT;
    let inFlight = 0;
    fastify.decorateRequest('inFlight', false);
    fastify.decorate('requestsInFlight', () => inFlight);

    fastify.addHook('onRequest', (request, reply, done) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '') || request.headers.upgrade) return done();
      if (inFlight >= max) {
        reply
          .code(503)
          .header('retry-after', '1')
          .send({ code: 'UNAVAILABLE', message: REQUEST_MESSAGES.unavailable });
        return;
      }
      inFlight += 1;
      request.inFlight = true;
      done();
    });
    const release = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (request.inFlight) {
        request.inFlight = false;
        inFlight -= 1;
      }
      done();
    };
    fastify.addHook('onResponse', release);
    // A client gone before its answer: its request stops counting (its bus call, if any, is
    // still bounded by the bus).
    fastify.addHook('onRequestAbort', (request, done) => release(request, null as never, done));
  },
  { name: 'load-shedding', dependencies: ['env'] },
);
