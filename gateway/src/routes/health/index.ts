import { scrapedGauge } from '@courtage/runtime/metrics';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const CheckStatus = Type.Union([Type.Literal('ok'), Type.Literal('failing')]);
const ServiceStatus = Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('unknown')]);
const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  service: Type.Literal('gateway'),
  checks: Type.Object({ redis: CheckStatus, bus: CheckStatus }),
  services: Type.Record(Type.String(), ServiceStatus, {
    description: 'Par service : ok quand au moins un processus consomme sa file RPC, down sinon.',
  }),
});

const PING_TIMEOUT_MS = 1000;

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: 503 `unavailable` when the gateway itself cannot work (Redis or the bus);
 * else 200, `ok` when every service answers (has a consumer on its RPC queue, counted now)
 * and `degraded` when one does not: the gateway still serves, and answers that service's
 * routes with the French 503 at once.
 */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  // What the alert rules read (infra/prometheus/alerts.yml): the gateway's own dependencies, and
  // the consumers of each service's RPC queue as the gateway sees them, which stays scraped
  // when the service itself is gone.
  scrapedGauge({
    name: 'courtage_dependency_up',
    help: 'Whether this process reaches each of its dependencies (1) or not (0), checked at scrape time',
    labelNames: ['dependency'],
    read: async () => {
      const redis = await check(() => fastify.redis.ping());
      return [
        { labels: { dependency: 'redis' }, value: redis === 'ok' ? 1 : 0 },
        { labels: { dependency: 'bus' }, value: fastify.bus.isConnected() ? 1 : 0 },
      ];
    },
  });
  scrapedGauge({
    name: 'courtage_rpc_queue_consumers',
    help: 'Consumers of each watched service RPC queue, as the gateway counts them (absent while unknown)',
    labelNames: ['target'],
    read: async () =>
      Object.entries(fastify.serviceWatch.report()).flatMap(([target, { consumers }]) =>
        consumers === null ? [] : [{ labels: { target }, value: consumers }],
      ),
  });

  fastify.get('', {
    schema: {
      tags: ['supervision'],
      summary: 'État de la passerelle, de ses dépendances et de chaque service',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    config: { rateLimit: false, access: 'public' },
    handler: async (_request, reply) => {
      const watch = fastify.serviceWatch;
      const [redis, statuses] = await Promise.all([
        check(() => fastify.redis.ping()),
        Promise.all(
          Object.keys(watch.report()).map(async (name) => [name, await watch.recheck(name)] as const),
        ),
      ]);
      const checks = { redis, bus: fastify.bus.isConnected() ? ('ok' as const) : ('failing' as const) };
      const services = Object.fromEntries(
        statuses.map(([name, status]) => [name, status === 'up' ? 'ok' : status] as const),
      );
      const healthy = checks.redis === 'ok' && checks.bus === 'ok';
      const allServices = Object.values(services).every((status) => status === 'ok');
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: !healthy ? 'unavailable' : allServices ? 'ok' : 'degraded',
          service: 'gateway',
          checks,
          services,
        });
    },
  });
};

export default health;
