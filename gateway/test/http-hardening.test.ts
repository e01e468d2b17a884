import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, buildTestApp, randomIp } from './support/test-app.ts';

describe('gateway HTTP hardening', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends strict security headers and a correlation id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/postal-codes/75011',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the site origin (CORS), with a preflight', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

    const get = await app.inject({
      method: 'GET',
      url: '/api/v1/postal-codes/57000',
      remoteAddress: randomIp(),
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(get.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('gives no CORS permission to another origin', async () => {
    for (const method of ['OPTIONS', 'GET'] as const) {
      const response = await app.inject({
        method,
        url: '/api/v1/postal-codes/57000',
        remoteAddress: randomIp(),
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers an unknown route with a JSON 404 in French', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wp-admin/setup.php',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La requête est trop volumineuse.',
    });
  });

  it('answers malformed JSON and other content types in French', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });

    const text = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'text/plain' },
      payload: 'bonjour',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('serves the OpenAPI document generated from the route schemas at /docs', async () => {
    const ui = await app.inject({ method: 'GET', url: '/docs', remoteAddress: randomIp() });
    expect([200, 302]).toContain(ui.statusCode);

    const response = await app.inject({ method: 'GET', url: '/docs/json', remoteAddress: randomIp() });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/contactus', '/api/v1/postal-codes/{code}', '/health']),
    );
    const post = document.paths['/api/v1/contactus'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'postalCode', 'city', 'message', 'consent']),
    );
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['202', '400', '413', '429', '503']));
  });
});

describe('gateway rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '3', CONTACT_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('rate-limits the 404 handler', async () => {
    const remoteAddress = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'GET', url: `/scan-${i}`, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('limits the contact form per IP with its own limit, in French', async () => {
    const remoteAddress = randomIp();
    const send = () => app.inject({ method: 'POST', url: '/api/v1/contactus', remoteAddress, payload: {} });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Trop de demandes. Veuillez réessayer dans quelques instants.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      payload: {},
    });
    expect(other.statusCode).toBe(400);
  });

  it('never limits /health', async () => {
    const remoteAddress = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/health', remoteAddress })).statusCode).toBe(200);
    }
  });
});
