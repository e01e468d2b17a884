import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGatewayConfig } from '../src/config.ts';
import loadShedding from '../src/plugins/app/load-shedding.ts';

// The plugin alone on a bare Fastify: a slow route held open by the test, and /health.
describe('requests in flight', () => {
  let app: FastifyInstance;
  const gates: Array<() => void> = [];
  beforeAll(async () => {
    app = Fastify();
    await app.register(
      fp(
        async (f) => {
          f.decorate(
            'config',
            parseGatewayConfig({ MAX_REQUESTS_IN_FLIGHT: '2', MAX_EVENT_LOOP_DELAY_MS: '0' }),
          );
        },
        { name: 'env' },
      ),
    );
    await app.register(loadShedding);
    app.post('/slow', async () => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    });
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 in French at once beyond the bound, and takes requests again once some end', async () => {
    const held = [1, 2].map(() => app.inject({ method: 'POST', url: '/slow', payload: { n: 1 } }));
    while (gates.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(app.requestsInFlight()).toBe(2);

    const refused = await app.inject({ method: 'POST', url: '/slow', payload: { n: 3 } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'Service momentanément indisponible, réessayez dans quelques instants.',
    });
    expect(gates).toHaveLength(2); // never reached the handler

    // Probes are answered under load.
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    for (const open of gates.splice(0)) open();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(app.requestsInFlight()).toBe(0);
    const again = app.inject({ method: 'POST', url: '/slow', payload: { n: 4 } });
    while (gates.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    gates.splice(0)[0]?.();
    expect((await again).statusCode).toBe(200);
    expect(app.requestsInFlight()).toBe(0);
  });
});

describe('a late event loop', () => {
  it('answers 503 while the gateway itself is saturated, and takes requests again once on time', async () => {
    const app = Fastify();
    await app.register(
      fp(
        async (f) => {
          f.decorate(
            'config',
            parseGatewayConfig({ MAX_REQUESTS_IN_FLIGHT: '1000', MAX_EVENT_LOOP_DELAY_MS: '100' }),
          );
        },
        { name: 'env' },
      ),
    );
    await app.register(loadShedding);
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    try {
      // Busy for 1.5 s in slices of 200 ms: every tick of the delay monitor comes late.
      for (let slice = 0; slice < 8; slice++) {
        const until = performance.now() + 200;
        while (performance.now() < until) {
          // the gateway busy with other requests
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      const refused = await app.inject({ method: 'GET', url: '/ping' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'Service momentanément indisponible, réessayez dans quelques instants.',
      );
      let status = 0;
      for (let tries = 0; tries < 100 && status !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.inject({ method: 'GET', url: '/ping' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
