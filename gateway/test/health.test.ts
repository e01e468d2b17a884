import { randomUUID } from 'node:crypto';
import { createContactQuery } from '@courtage/contracts/crm/create-contact-query.rpc';
import { createBus, rpcHandler } from '@courtage/runtime/bus';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, TEST_AMQP_URL, testLogger, validContactForm } from './support/test-app.ts';

const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'Service momentanément indisponible, réessayez dans quelques instants.',
};

describe('GET /health', () => {
  it('reports each service: degraded (200) while one has no process, ok once it answers', async () => {
    // A service name of this test alone: other files of the vhost serve crm, auth...
    const service = `hc-${randomUUID().slice(0, 8)}`;
    const app = await buildTestApp({ WATCHED_SERVICES: service });
    const double = await createBus({ url: TEST_AMQP_URL, name: `${service}-double`, logger: testLogger });
    try {
      const degraded = await app.inject({ method: 'GET', url: '/health' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toEqual({
        status: 'degraded',
        service: 'gateway',
        checks: { redis: 'ok', bus: 'ok' },
        services: { [service]: 'down' },
      });

      await double.serve(service, []);
      const ok = await app.inject({ method: 'GET', url: '/health' });
      expect(ok.json()).toEqual({
        status: 'ok',
        service: 'gateway',
        checks: { redis: 'ok', bus: 'ok' },
        services: { [service]: 'ok' },
      });

      await double.close();
      const again = await app.inject({ method: 'GET', url: '/health' });
      expect(again.json().services).toEqual({ [service]: 'down' });
    } finally {
      await double.close();
      await app.close();
    }
    // Building an app takes seconds on this loaded machine (not a limit of the behaviour).
  }, 120_000);

  it('answers the calls waiting for a service that dies with the French 503 at once, not after the timeout', async () => {
    const service = `hc-${randomUUID().slice(0, 8)}`;
    const app = await buildTestApp({ WATCHED_SERVICES: service, RPC_TIMEOUT_MS: '60000' });
    const double = await createBus({ url: TEST_AMQP_URL, name: `${service}-double`, logger: testLogger });
    try {
      // A handler that answers only once released, on the watched service's queue.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await double.serve(service, [
        rpcHandler(createContactQuery, async () => {
          await held;
          return { id: randomUUID(), status: 'received' as const, createdAt: new Date().toISOString() };
        }),
      ]);
      await app.inject({ method: 'GET', url: '/health' }); // the watch sees it up
      const waiting = app.bus
        .call({ ...createContactQuery, service }, validContactForm() as never, { timeoutMs: 60_000 })
        .catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Its consumer is cancelled first (then the handler is awaited): the service is gone.
      const closing = double.close();
      // UNAVAILABLE, not the TIMEOUT the 60 s call would have ended with.
      const error = (await waiting) as { code?: string };
      expect(error.code).toBe('UNAVAILABLE');
      release();
      await closing;
    } finally {
      await app.close();
    }
  }, 120_000);

  describe('when Redis cannot be reached', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // Nothing listens on port 1.
      app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1/1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('is 503 naming Redis', async () => {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        service: 'gateway',
        checks: { redis: 'failing', bus: 'ok' },
      });
    });

    it('still serves requests, without rate limiting', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/postal-codes/57000',
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('when RabbitMQ cannot be reached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1/courtage_test',
      RPC_TIMEOUT_MS: '200',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /health is 503 naming the bus', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toEqual({ redis: 'ok', bus: 'failing' });
  });

  it('a call that needs an answer gets the French 503, never a 504 or an internal error', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/confirm-offer/slots',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });
});
