import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from './support/test-app.ts';

describe('GET /api/v1/postal-codes/:code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (code: string) =>
    app.inject({ method: 'GET', url: `/api/v1/postal-codes/${code}`, remoteAddress: randomIp() });

  it('gives the communes and the département', async () => {
    const response = await get('75011');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      postalCode: '75011',
      departement: { code: '75', nom: 'Paris' },
      communes: [{ code: '75111', nom: 'Paris 11e Arrondissement' }],
    });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('gives Corsica as 2A / 2B', async () => {
    expect((await get('20000')).json().departement.code).toBe('2A');
    expect((await get('20200')).json().departement.code).toBe('2B');
  });

  it('answers 400 in French when the code is not 5 digits', async () => {
    for (const code of ['abc', '7501', '750111']) {
      const response = await get(code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Code postal invalide : 5 chiffres attendus.',
      });
    }
  });

  it('answers 404 in French for an unknown code', async () => {
    const response = await get('99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Code postal inconnu.' });
  });
});
