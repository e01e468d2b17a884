import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, validContactForm } from './support/test-app.ts';

describe('GET /health', () => {
  it('is 200 when Redis and the bus answer', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        service: 'gateway',
        checks: { redis: 'ok', bus: 'ok' },
      });
    } finally {
      await app.close();
    }
  });

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
      expect(response.json()).toEqual({
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

  it('a valid contact form gets a 5xx that leaks nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      payload: validContactForm(),
    });
    expect([503, 504]).toContain(response.statusCode);
    expect(response.json()).toEqual({
      code: response.statusCode === 503 ? 'UNAVAILABLE' : 'TIMEOUT',
      message: 'Erreur interne du serveur',
    });
  });
});
