import { randomUUID } from 'node:crypto';
import { createContactQuery } from '@courtage/contracts/crm/contact-query';
import { AppError } from '@courtage/contracts/errors';
import { type Bus, createBus, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, TEST_AMQP_URL, testLogger, validContactForm } from './support/test-app.ts';

const RPC_TIMEOUT_MS = 300;

// One file, run in order: the in-test crm answers first, then it stops and the
// gateway must time out. Another file serving `crm.rpc` at the same time would
// steal requests, hence the dedicated vhost (support/test-app.ts).
describe('POST /api/v1/contactus through the real bus', () => {
  let app: FastifyInstance;
  let crm: Bus;
  const received: { data: unknown; meta: RpcMeta }[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) });
    crm = await createBus({ url: TEST_AMQP_URL, name: 'crm-test-double', logger: testLogger });
    await crm.serve('crm', [
      rpcHandler(createContactQuery, async (data, meta) => {
        received.push({ data, meta });
        if (data.email === 'refus@example.fr') {
          throw new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', [
            { field: 'email', message: 'Adresse e-mail refusée.' },
          ]);
        }
        if (data.email === 'panne@example.fr') throw new Error('connection to db lost: password=secret');
        return { id: randomUUID(), status: 'received' as const, createdAt: new Date().toISOString() };
      }),
    ]);
  });

  afterAll(async () => {
    await crm?.close();
    await app?.close();
  });

  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      payload: payload as object,
    });

  it('answers 400 with every field error in French, and sends nothing on the bus', async () => {
    const response = await post({
      name: '',
      email: 'pas-un-email',
      phone: '12',
      postalCode: '7501',
      message: 'Court',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [
        { field: 'name', message: 'Veuillez indiquer votre nom.' },
        { field: 'email', message: 'Adresse e-mail invalide.' },
        { field: 'phone', message: 'Numéro de téléphone invalide.' },
        { field: 'postalCode', message: 'Code postal invalide : 5 chiffres attendus.' },
        { field: 'city', message: 'Veuillez choisir votre commune.' },
        { field: 'message', message: 'Votre message doit contenir au moins 10 caractères.' },
        { field: 'consent', message: 'Vous devez accepter d’être recontacté.' },
      ],
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a city that is not a commune of the postal code, an unknown postal code and unknown fields', async () => {
    const wrongCity = await post({ ...validContactForm(), city: 'Nancy' });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().details).toEqual([{ field: 'city', message: 'Veuillez choisir votre commune.' }]);

    const unknownCode = await post({ ...validContactForm(), postalCode: '99999' });
    expect(unknownCode.json().details).toEqual([{ field: 'postalCode', message: 'Code postal inconnu.' }]);

    const extra = await post({ ...validContactForm(), role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ field: 'role', message: 'Ce champ n’est pas attendu.' }]);
    expect(received).toHaveLength(0);
  });

  it('sends a valid form to crm, normalized, as a visitor with the request id, and answers 201', async () => {
    const response = await post(validContactForm());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'received' });

    expect(received).toHaveLength(1);
    expect(received[0]?.data).toEqual({
      name: 'Marie Dupont',
      email: 'marie.dupont@example.fr',
      phone: '0612345678',
      postalCode: '57000',
      city: 'Metz',
      message: 'Bonjour, je souhaite être rappelée pour une mutuelle familiale.',
      consent: true,
    });
    expect(received[0]?.meta).toEqual({
      actor: { kind: 'visitor' },
      correlationId: response.headers['x-correlation-id'],
    });
  });

  it('passes on the field errors crm answers', async () => {
    const response = await post({ ...validContactForm(), email: 'refus@example.fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [{ field: 'email', message: 'Adresse e-mail refusée.' }],
    });
  });

  it('hides a failure inside crm behind 500 without leaking it', async () => {
    const response = await post({ ...validContactForm(), email: 'panne@example.fr' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Erreur interne du serveur' });
    expect(response.body).not.toContain('secret');
  });

  it('answers 504 TIMEOUT when nobody serves crm', async () => {
    await crm.close();
    const before = received.length;
    const startedAt = Date.now();
    const response = await post(validContactForm());
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ code: 'TIMEOUT', message: 'Erreur interne du serveur' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 20);
    expect(received).toHaveLength(before);
  });
});
