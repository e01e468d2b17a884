import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from '../support/test-app.ts';

// Sign-in, code and reset routes are limited per IP (AUTH_RATE_LIMIT per minute and route,
// counted in Redis before the body is even validated, so nothing reaches the bus here).
describe('per-IP throttle of the sign-in routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => app?.close());

  for (const url of [
    '/auth/v1/user/login',
    '/api/v1/admin',
    '/api/v1/admin/verify-otp',
    '/auth/v1/user/reset-password',
  ]) {
    it(`answers 429 in French after 3 attempts on ${url}`, async () => {
      const ip = randomIp();
      const post = () => app.inject({ method: 'POST', url, remoteAddress: ip, payload: {} });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(400);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Trop de demandes. Veuillez réessayer dans quelques instants.',
      });
      // Another client is not affected.
      const other = await app.inject({ method: 'POST', url, remoteAddress: randomIp(), payload: {} });
      expect(other.statusCode).toBe(400);
    });
  }
});
