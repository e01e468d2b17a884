import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const CheckStatus = Type.Union([Type.Literal('ok'), Type.Literal('failing')]);
const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  service: Type.Literal('gateway'),
  checks: Type.Object({ redis: CheckStatus, bus: CheckStatus }),
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

/** GET /health: 200 when Redis answers a PING and the bus is connected, 503 otherwise. */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: {
      tags: ['supervision'],
      summary: 'État de la passerelle et de ses dépendances',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const checks = {
        redis: await check(() => fastify.redis.ping()),
        bus: fastify.bus.isConnected() ? ('ok' as const) : ('failing' as const),
      };
      const healthy = checks.redis === 'ok' && checks.bus === 'ok';
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: healthy ? 'ok' : 'unavailable', service: 'gateway', checks });
    },
  });
};

export default health;
