import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@courtage/runtime/bus';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, TEST_AMQP_URL, validContactForm } from './support/test-app.ts';

const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'Service momentanément indisponible, réessayez dans quelques instants.',
};

// The form is published as the durable command `crm.contact-query.submitted` (no crm runs
// here): a private queue bound to the same routing key sees what crm's queue receives.
describe('POST /api/v1/contactus through the real bus', () => {
  let app: FastifyInstance;
  let observer: EventObserver;
  let received: EventEnvelope[];

  beforeAll(async () => {
    app = await buildTestApp();
    observer = await observeEvents(TEST_AMQP_URL, 'crm.contact-query.submitted');
    received = observer.received;
  });

  afterAll(async () => {
    await observer?.close();
    await app?.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      payload: payload as object,
      headers,
    });
  const mine = (requestId: string) =>
    received.filter((envelope) => (envelope.data as { requestId?: string }).requestId === requestId);
  const waitFor = async (requestId: string, count: number) => {
    for (let i = 0; i < 200 && mine(requestId).length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    return mine(requestId);
  };

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
  });

  it('publishes a valid form, normalized, as a durable command with the client’s request id, and answers 202', async () => {
    const requestId = randomUUID();
    const response = await post(validContactForm(), { 'idempotency-key': requestId });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ requestId, status: 'accepted' });

    const [command] = await waitFor(requestId, 1);
    expect(command?.type).toBe('crm.contact-query.submitted');
    expect(command?.correlationId).toBe(response.headers['x-correlation-id']);
    expect(command?.data).toEqual({
      name: 'Marie Dupont',
      email: 'marie.dupont@example.fr',
      phone: '0612345678',
      postalCode: '57000',
      city: 'Metz',
      message: 'Bonjour, je souhaite être rappelée pour une mutuelle familiale.',
      consent: true,
      requestId,
      submittedAt: expect.any(String),
    });
  });

  it('keeps the request id across retries of one submit (crm stores it once), and draws one when none is sent', async () => {
    const requestId = randomUUID();
    const first = await post(validContactForm(), { 'idempotency-key': requestId });
    const retry = await post(validContactForm(), { 'idempotency-key': requestId.toUpperCase() });
    expect([first.statusCode, retry.statusCode]).toEqual([202, 202]);
    const commands = await waitFor(requestId, 2);
    expect(commands).toHaveLength(2);
    expect(new Set(commands.map((command) => command.messageId)).size).toBe(2);

    const anonymous = await post(validContactForm());
    expect(anonymous.statusCode).toBe(202);
    expect(anonymous.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a request id that is not a UUID, and publishes nothing', async () => {
    const before = received.length;
    const response = await post(validContactForm(), { 'idempotency-key': 'pas-un-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [
        { field: 'Idempotency-Key', message: 'Identifiant de demande invalide : un UUID est attendu.' },
      ],
    });
    expect(received).toHaveLength(before);
  });
});

describe('POST /api/v1/contactus without the broker', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AMQP_URL: 'amqp://guest:guest@127.0.0.1:1/courtage_test' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the French 503 at once: nothing was accepted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
      payload: validContactForm(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });
});
