import { type Bus, createBus } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

/** The gateway's RabbitMQ client: routes reach the services through `fastify.bus.call`. */
export default fp(
  async (fastify: FastifyInstance) => {
    const bus = await createBus({
      url: fastify.config.AMQP_URL,
      name: 'gateway',
      logger: fastify.log as Logger,
    });
    fastify.decorate('bus', bus);
    fastify.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'bus', dependencies: ['env'] },
);
