import { monitorEventLoopDelay } from 'node:perf_hooks';
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
/** How often the event loop's delay is read (and its histogram started again). */
const DELAY_WINDOW_MS = 500;

/**
 * At most MAX_REQUESTS_IN_FLIGHT requests handled at once, and none taken while the event loop
 * is more than MAX_EVENT_LOOP_DELAY_MS late on average. Beyond, the request is answered
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

    // The gateway itself saturated: its event loop late on average over the last window.
    let late = false;
    const maxDelayMs = fastify.config.MAX_EVENT_LOOP_DELAY_MS;
    if (maxDelayMs > 0) {
      const delay = monitorEventLoopDelay({ resolution: 20 });
      delay.enable();
      const timer = setInterval(() => {
        const wasLate = late;
        late = delay.count > 0 && delay.mean / 1e6 > maxDelayMs;
        if (late !== wasLate)
          fastify.log.warn(
            { meanDelayMs: Math.round(delay.mean / 1e6), maxDelayMs },
            late ? 'event loop late: shedding load' : 'event loop on time again',
          );
        delay.reset();
      }, DELAY_WINDOW_MS);
      timer.unref();
      fastify.addHook('onClose', async () => {
        clearInterval(timer);
        delay.disable();
      });
    }

    fastify.addHook('onRequest', (request, reply, done) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '') || request.headers.upgrade) return done();
      if (inFlight >= max || late) {
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
