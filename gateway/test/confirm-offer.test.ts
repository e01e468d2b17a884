import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { SIGNATURE_MESSAGES } from '@courtage/contracts/offer/signature-messages';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { SEED_PLANS } from '@courtage/offer/seed-catalog';
import { fakeUserIdFor, serveFakeAuth } from '@courtage/offer/test-support/fake-auth';
import {
  AMQP_URL,
  DATABASE_URL,
  ensureVhostAndDatabase,
  offerEnv,
} from '@courtage/offer/test-support/test-env';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signatureCodeOf } from './support/sign-subscription.ts';
import { buildTestApp, randomIp, testLogger } from './support/test-app.ts';

// The gateway in front of a real offer service process, on the offer tests' own vhost and
// database (services/offer/test/support); auth.ensure-customer is answered by a double.
describe('/api/v1/confirm-offer through the real offer service', () => {
  let app: FastifyInstance;
  let offer: ServiceProcess;
  let authBus: Bus;

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    // A small booking limit, so that its tests reach it in a few attempts.
    offer = await startServiceProcess('services/offer/src/main.ts', offerEnv({ CONFIRM_RATE_LIMIT: '3' }));
    authBus = await createBus({ url: AMQP_URL, name: 'gateway-test-auth', logger: testLogger });
    // Every staff member the offer service asks about is active (its back-office actions check).
    await serveFakeAuth(authBus, [
      rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
        staff: (staffIds ?? []).map((id) => ({ id, name: 'Agent Test', email: 'agent@example.fr' })),
      })),
    ]);
    app = await buildTestApp({ AMQP_URL });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await authBus?.close();
    if (offer) await offer.stop();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, payload, headers, remoteAddress: randomIp() });

  it('answers every bad comparator field in French, then the unknown postal code (the service)', async () => {
    const request = sampleComparisonRequest();
    request.members.birthDate = addDays(parisDate(), 1);
    request.credentials.email = 'marie@';
    const response = await inject('POST', '/api/v1/confirm-offer/create-offer', request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [
        { field: 'members.birthDate', message: 'La date de naissance ne peut pas être dans le futur.' },
        { field: 'credentials.email', message: 'Adresse e-mail invalide.' },
      ],
    });
    // Well-formed but no commune has it: the offer service knows (the communes data).
    const unknown = sampleComparisonRequest();
    unknown.credentials.postalCode = '99999';
    const refused = await inject('POST', '/api/v1/confirm-offer/create-offer', unknown);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'credentials.postalCode', message: 'Code postal inconnu.' },
    ]);
  });

  it('asks for a slot before confirming', async () => {
    const response = await inject('POST', '/api/v1/confirm-offer', { offerId: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'dateSlot', message: CONFIRM_MESSAGES.noSlot },
      { field: 'timeSlot', message: CONFIRM_MESSAGES.noSlot },
    ]);
  });

  it('compares, confirms a slot, subscribes, then the customer sees the offer in “Mon offre”', async () => {
    onTestFailed(() => console.error(offer.output()));
    const request = sampleComparisonRequest();
    request.credentials.email = `gateway-it-${randomUUID()}@example.fr`;
    const created = await inject('POST', '/api/v1/confirm-offer/create-offer', request);
    expect(created.statusCode).toBe(201);
    const offerId = created.json().offers[0].id as string;

    const detail = await inject('GET', `/api/v1/confirm-offer/offers/${offerId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().guarantees.length).toBeGreaterThan(10);

    // The IPID the offer links to is a PDF, served to anyone; another file is a 404.
    const ipidUrl = detail.json().ipid.url as string;
    expect(ipidUrl).toMatch(/^\/documents\/ipid\/[a-z0-9-]+\.pdf$/);
    const ipid = await inject('GET', `/api/v1/confirm-offer/ipid/${ipidUrl.split('/').pop()}`);
    expect(ipid.statusCode).toBe(200);
    expect(ipid.headers['content-type']).toBe('application/pdf');
    expect(ipid.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await inject('GET', '/api/v1/confirm-offer/ipid/inconnu-minimum.pdf')).statusCode).toBe(404);
    expect((await inject('GET', '/api/v1/confirm-offer/ipid/..%2Fsecret.pdf')).statusCode).toBe(400);

    const slots = await inject('GET', '/api/v1/confirm-offer/slots?days=3');
    expect(slots.statusCode).toBe(200);
    type Day = { date: string; slots: { time: string; remaining: number }[] };
    const day = (slots.json().days as Day[]).find((d) => d.slots.some((s) => s.remaining > 0))!;
    const slot = day.slots.find((s) => s.remaining > 0)!;
    const confirmed = await inject('POST', '/api/v1/confirm-offer', {
      offerId,
      dateSlot: day.date,
      timeSlot: slot.time,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', emailQueued: true });
    const capability = confirmed.json().subscriptionToken as string;

    // The offer id alone subscribes nothing: 401, nothing stored.
    const stolen = await inject('POST', '/api/v1/confirm-offer/subscriber-offer', {
      offerId,
      step01: sampleStep01(),
    });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().message).toMatch(/lien de souscription/);

    const badNir = await inject('POST', '/api/v1/confirm-offer/subscriber-offer', {
      offerId,
      step01: sampleStep01({ securiteSociale: '2 85 04 2A 004 123 11' }),
      capability,
    });
    expect(badNir.statusCode).toBe(400);
    expect(badNir.json().details[0].field).toBe('step01.securiteSociale');

    const subscribed = await inject('POST', '/api/v1/confirm-offer/subscriber-offer', {
      offerId,
      step01: sampleStep01(),
      capability,
    });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).not.toHaveProperty('account');
    expect(subscribed.json()).toMatchObject({ state: 'awaiting_signature', signature: { state: 'pending' } });
    const userId = fakeUserIdFor(request.credentials.email);

    // The file is signed with the emailed code: a wrong one is a 400 in French and signs nothing.
    const code = await signatureCodeOf(offerId);
    const sign = (typed: string) =>
      inject('POST', '/api/v1/confirm-offer/signature/sign', {
        offerId,
        capability,
        code: typed,
        consent: true,
      });
    const wrong = await sign(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SIGNATURE_MESSAGES.wrongCode(4));
    // The document to review, for the capability's holder only.
    const toReview = await inject('POST', '/api/v1/confirm-offer/signature/document', {
      offerId,
      capability,
      kind: 'mandat-sepa',
    });
    expect(toReview.statusCode).toBe(200);
    expect(toReview.headers['content-type']).toBe('application/pdf');
    expect(
      (await inject('POST', '/api/v1/confirm-offer/signature/document', { offerId, kind: 'mandat-sepa' }))
        .statusCode,
    ).toBe(401);
    const signed = await sign(code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().state).toBe('signed');

    expect((await inject('GET', '/api/v1/confirm-offer/get-user-offers')).statusCode).toBe(401);
    const { token } = signAccessToken(DEV_ONLY_JWT_SECRET, {
      sub: userId,
      kind: 'customer',
      role: 'customer',
      sid: randomUUID(),
    });
    const auth = { authorization: `Bearer ${token}` };
    const mine = await inject('GET', '/api/v1/confirm-offer/get-user-offers', undefined, auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().offers).toEqual([expect.objectContaining({ id: offerId, state: 'subscribed' })]);
    const own = await inject('GET', `/api/v1/confirm-offer/get-user-offers/${offerId}`, undefined, auth);
    expect(own.statusCode).toBe(200);
    expect(own.json().booking).toEqual({ dateSlot: day.date, timeSlot: slot.time });
    // The customer's documents: the signed file, the certificate, the IPID and the conditions.
    const documents = await inject(
      'GET',
      `/api/v1/confirm-offer/get-user-offers/${offerId}/documents`,
      undefined,
      auth,
    );
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.json().documents).toHaveLength(6);
    const certificate = await inject(
      'GET',
      `/api/v1/confirm-offer/get-user-offers/${offerId}/documents/attestation-adhesion`,
      undefined,
      auth,
    );
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  // Free slots far ahead (never full from earlier runs of this shared database).
  const farSlots = async (count: number) => {
    const from = addDays(parisDate(), 400 + Math.floor(Math.random() * 5000));
    const response = await inject('GET', `/api/v1/confirm-offer/slots?from=${from}&days=5`);
    type Day = { date: string; slots: { time: string; remaining: number }[] };
    const free = (response.json().days as Day[]).flatMap((d) =>
      d.slots.filter((s) => s.remaining > 0).map((s) => ({ dateSlot: d.date, timeSlot: s.time })),
    );
    return free.slice(0, count);
  };
  const compareAs = async (email: string, place = { postalCode: '20000', city: 'Ajaccio' }) => {
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    request.credentials.postalCode = place.postalCode;
    request.credentials.city = place.city;
    const created = await inject('POST', '/api/v1/confirm-offer/create-offer', request);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().offers[0].id as string;
  };

  it('lets a family behind one IP book one call-back each, past the limit of one address', async () => {
    onTestFailed(() => console.error(offer.output()));
    const ip = randomIp();
    const slots = await farSlots(5);
    for (const [i, slot] of slots.entries()) {
      const offerId = await compareAs(`famille-${i}-${randomUUID().slice(0, 8)}@example.fr`);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/confirm-offer',
        remoteAddress: ip,
        payload: { offerId, ...slot },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
  });

  it('refuses past the limit of an email and postal code with Retry-After and the time in French, asked before the slot step too; the owner elsewhere still books', async () => {
    onTestFailed(() => console.error(offer.output()));
    const email = `proprietaire-${randomUUID().slice(0, 8)}@example.fr`;
    const slots = await farSlots(3);
    // A squatter books with someone else's address and tries again from new comparisons.
    const squatterOffers = [await compareAs(email), await compareAs(email), await compareAs(email)];
    const first = await inject('POST', '/api/v1/confirm-offer', { offerId: squatterOffers[0], ...slots[0] });
    expect(first.statusCode).toBe(200);
    for (const offerId of squatterOffers.slice(1)) {
      const again = await inject('POST', '/api/v1/confirm-offer', { offerId, ...slots[1] });
      expect(again.statusCode).toBe(409);
    }
    const fourth = await compareAs(email);
    // Asked before the slot step: the 429 comes before anything is picked.
    const precheck = await inject('GET', `/api/v1/confirm-offer/limit/${fourth}`);
    expect(precheck.statusCode).toBe(429);
    const refused = await inject('POST', '/api/v1/confirm-offer', { offerId: fourth, ...slots[2] });
    expect(refused.statusCode).toBe(429);
    for (const response of [precheck, refused]) {
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(response.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          new RegExp(
            `^Trop de demandes de rappel pour cette adresse e-mail : réessayez dans ${Math.ceil(retryAfter / 60)} minutes, vers \\d{2} h \\d{2} \\(heure de Paris\\)\\.$`,
          ),
        ),
      });
    }

    // The owner of the address, at home in Lyon: the squatter's attempts are not his. Once the
    // squatter's unproven booking is past its short hold, he books.
    const owner = await compareAs(email.toUpperCase(), {
      postalCode: '69001',
      city: 'Lyon 1er Arrondissement',
    });
    const allowed = await inject('GET', `/api/v1/confirm-offer/limit/${owner}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ remaining: 3, limit: 3 });
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
    try {
      await pool.query(`UPDATE bookings SET created_at = now() - interval '31 minutes' WHERE offer_id = $1`, [
        squatterOffers[0],
      ]);
    } finally {
      await pool.end();
    }
    const booked = await inject('POST', '/api/v1/confirm-offer', { offerId: owner, ...slots[2] });
    expect(booked.statusCode, booked.body).toBe(200);
    // The squatter is still refused.
    expect((await inject('POST', '/api/v1/confirm-offer', { offerId: fourth, ...slots[2] })).statusCode).toBe(
      429,
    );
  });

  it('lets only staff manage insurance plans, with French validation from the service', async () => {
    const token = (kind: 'customer' | 'staff', role: 'customer' | 'admin') =>
      signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid: randomUUID() }).token;
    expect((await inject('GET', '/api/v1/insurance-plans')).statusCode).toBe(401);
    const customer = { authorization: `Bearer ${token('customer', 'customer')}` };
    expect((await inject('GET', '/api/v1/insurance-plans', undefined, customer)).statusCode).toBe(403);
    const admin = { authorization: `Bearer ${token('staff', 'admin')}` };
    const list = await inject('GET', '/api/v1/insurance-plans', undefined, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().plans.length).toBeGreaterThanOrEqual(12);

    const content = structuredClone({
      name: 'Essai',
      yearlyDiscountPercent: 0,
      formulas: SEED_PLANS[0]!.formulas,
    });
    content.formulas[0]!.tariff.basePrice = -1;
    const refused = await inject(
      'POST',
      '/api/v1/insurance-plans',
      { insurerCode: 'azurea', code: `g-${randomUUID().slice(0, 8)}`, content },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: 'content.formulas.0.tariff.basePrice',
        message: 'Le prix de base doit être un nombre positif.',
      },
    ]);

    const created = await inject('POST', '/api/v1/confirm-offer/create-offer', sampleComparisonRequest());
    const offerId = created.json().offers[0].id as string;
    const cancelled = await inject(
      'PUT',
      `/api/v1/offers/${offerId}/state`,
      { state: 'cancelled', note: 'Doublon.' },
      admin,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ offerId, state: 'cancelled' });
  });
});
