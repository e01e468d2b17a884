import { sampleQuoteAnswers } from '@courtage/contracts/crm/test-quote-requests';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, validContactForm } from './support/test-app.ts';

// Validation happens before the bus, so nothing here needs a crm: the accepted path is covered
// by services/crm/test/create-quote-request.test.ts and tests/e2e/site-quote-request.spec.ts
// (a crm double here would share the vhost's crm queue with contactus.test.ts).
describe('POST /api/v1/quote-requests validation', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/quote-requests',
      remoteAddress: randomIp(),
      payload: payload as object,
    });

  it('answers 400 with every French field error, the insurance line first', async () => {
    const response = await post({
      ...validContactForm(),
      email: 'pas-un-email',
      insuranceLine: 'Décennale !',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [
        { field: 'insuranceLine', message: 'Type d’assurance inconnu.' },
        { field: 'email', message: 'Adresse e-mail invalide.' },
      ],
    });
  });

  it('checks that the city belongs to the postal code', async () => {
    const response = await post({
      ...validContactForm(),
      city: 'Lyon',
      insuranceLine: 'assurance-decennale',
      answers: sampleQuoteAnswers('assurance-decennale'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'city', message: expect.any(String) }]);
  });
});
