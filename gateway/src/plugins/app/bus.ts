import { contactQuerySubmitted } from '@courtage/contracts/crm/contact-query-submitted.event';
import { quoteRequestSubmitted } from '@courtage/contracts/crm/quote-request-submitted.event';
import { type Bus, createBus } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import { failFast, type ServiceWatch, startServiceWatch } from '@courtage/runtime/service-watch';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
    /** Whether each service consumes its RPC queue (GET /health, fail-fast calls). */
    serviceWatch: ServiceWatch;
  }
}

/** The durable commands the gateway publishes for crm (site forms): their queue must exist
 * before the first one is published, even if crm never started yet. */
export const SITE_FORMS_SUBSCRIPTION = {
  consumer: 'crm',
  purpose: 'site-forms',
  events: [contactQuerySubmitted, quoteRequestSubmitted],
};

/**
 * The gateway's RabbitMQ client: routes reach the services through `fastify.bus.call`. Calls
 * fail fast (UNAVAILABLE, the French 503) when the service has no consumer, see service-watch.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const logger = fastify.log as Logger;
    const bus = await createBus({ url: fastify.config.AMQP_URL, name: 'gateway', logger });
    const watch = await startServiceWatch({
      url: fastify.config.AMQP_URL,
      name: 'gateway',
      logger,
      services: fastify.config.WATCHED_SERVICES.split(','),
      topology: [SITE_FORMS_SUBSCRIPTION],
    });
    fastify.decorate('bus', failFast(bus, watch));
    fastify.decorate('serviceWatch', watch);
    fastify.addHook('onClose', async () => {
      await watch.close();
      await bus.close();
    });
  },
  { name: 'bus', dependencies: ['env'] },
);
