import { initMetrics, reuseOrCreate } from '@courtage/runtime/metrics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';

/**
 * Every answer of the gateway, by method, route pattern (`/api/v1/confirm-offer/slots`, never a
 * raw URL: bounded labels) and status. One histogram per process, however many apps a test builds. Read by Prometheus on METRICS_PORT (server.ts).
 */
const httpRequestDuration = reuseOrCreate(
  'courtage_http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'courtage_http_request_duration_seconds',
      help: 'HTTP requests answered by the gateway, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export default fp(
  async (fastify: FastifyInstance) => {
    initMetrics('gateway');
    fastify.addHook('onResponse', async (request, reply) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          // Unmatched URLs (404s, scans) share one label.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics' },
);
