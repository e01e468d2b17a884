import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { signSubscription } from '@courtage/contracts/offer/subscription-signature.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { WITHDRAW_NOT_ALLOWED } from '@courtage/contracts/privacy/consents.rpc';
import { businessDaysFrom } from '@courtage/offer/business-days';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type AuthStack, startAuthStack } from './support/auth-stack.ts';
import { signatureCodeOf } from './support/sign-subscription.ts';
import { randomIp } from './support/test-app.ts';

const run = promisify(execFile);
const OFFER_DB = 'courtage_test_gateway_privacy_offer';
const CRM_DB = 'courtage_test_gateway_privacy_crm';

async function ensureDatabase(name: string): Promise<void> {
  const postgres = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await postgres.connect();
  const found = await postgres.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rows.length === 0) await postgres.query(`CREATE DATABASE ${name}`);
  await postgres.end();
}

type Customer = {
  id: string;
  email: string;
  token: string;
  offerId: string;
  subscriptionId: string;
  question: string;
};

// A gateway in front of real auth, offer and crm processes sharing one vhost of this file.
describe('data subject rights: the customer’s export and consents (gateway + auth + offer + crm)', () => {
  let stack: AuthStack;
  let offer: ServiceProcess;
  let crm: ServiceProcess;
  let bus: Bus;
  const customers: Customer[] = [];

  beforeAll(async () => {
    await Promise.all([ensureDatabase(OFFER_DB), ensureDatabase(CRM_DB)]);
    await run('rabbitmqctl', ['-q', 'list_vhosts']);
    stack = await startAuthStack('privacy');
    // One after the other: on a loaded machine two migrating processes may miss the 60 s start.
    offer = await startServiceProcess('services/offer/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL: stack.amqpUrl,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${OFFER_DB}`,
      OFFER_BOOKING_HORIZON_DAYS: '10000',
      OFFER_ENCRYPTION_KEY: 'c'.repeat(64),
    });
    crm = await startServiceProcess('services/crm/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL: stack.amqpUrl,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${CRM_DB}`,
    });
    bus = await createBus({ url: stack.amqpUrl, name: 'privacy-test', logger: createLogger('t', 'silent') });

    // Two customers, each with a subscribed offer (consents ticked) and a question.
    for (const [i, marketing] of [true, false].entries()) {
      const email = `rgpd-${i}-${randomUUID().slice(0, 8)}@example.fr`;
      const signedIn = await stack.signUpCustomer(email, 'Mot-de-passe-2026', randomIp());
      const request = sampleComparisonRequest();
      request.credentials.email = email;
      request.consent = true;
      const offerId = (await bus.call(createOffer, request)).offers[0]!.id;
      const day = businessDaysFrom(addDays(parisDate(), 500 + Math.floor(Math.random() * 5000)), 1)[0]!;
      const { subscriptionToken } = await bus.call(confirmOffer, {
        offerId,
        dateSlot: day,
        timeSlot: '10:00',
      });
      const step01 = sampleStep01();
      step01.consent.communicationAccepted = marketing;
      // Subscribed while signed in: the offer is linked to the account.
      const { subscriptionId } = await bus.call(
        subscribeOffer,
        { offerId, step01, capability: subscriptionToken },
        { actor: { kind: 'customer', id: signedIn.user.id } },
      );
      // Signed with the emailed code: only then is the offer subscribed.
      await bus.call(signSubscription, {
        offerId,
        capability: subscriptionToken,
        code: await signatureCodeOf(offerId, `postgres://postgres@127.0.0.1:5432/${OFFER_DB}`),
        consent: true,
      });
      const question = `Ma question ${randomUUID()}`;
      const asked = await stack.app.inject({
        method: 'POST',
        url: '/auth/v1/user/queries',
        headers: { authorization: `Bearer ${signedIn.tokens.accessToken}` },
        payload: { query: question },
        remoteAddress: randomIp(),
      });
      expect(asked.statusCode, asked.body).toBe(201);
      customers.push({
        id: signedIn.user.id,
        email,
        token: signedIn.tokens.accessToken!,
        offerId,
        subscriptionId,
        question,
      });
    }
  }, 300_000);

  afterAll(async () => {
    await bus?.close();
    await Promise.all([offer?.stop(), crm?.stop()]);
    await stack?.stop();
  });

  const get = (url: string, token?: string) =>
    stack.app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- offer ---\n${offer.output()}\n--- crm ---\n${crm.output()}`));
  }

  it('exports each customer’s offers, subscription, consents, questions and documents, and no one else’s', async () => {
    printOutputOnFailure();
    for (const [i, me] of customers.entries()) {
      const other = customers[1 - i]!;
      const reply = await get('/auth/v1/user/privacy/export', me.token);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-disposition']).toBe('attachment; filename="mes-donnees.json"');
      const data = reply.json();
      expect(data.profile).toMatchObject({ id: me.id, email: me.email });
      expect(data.offers.map((o: { id: string }) => o.id)).toEqual([me.offerId]);
      expect(data.offers[0].state).toBe('subscribed');
      expect(data.subscriptions.map((s: { id: string }) => s.id)).toEqual([me.subscriptionId]);
      expect(data.subscriptions[0].securiteSocialeMasked).toMatch(/\*/);
      expect(JSON.stringify(data.subscriptions)).not.toMatch(/encrypted/);
      expect(data.questions.map((q: { query: string }) => q.query)).toEqual([me.question]);
      expect(data.documents).toHaveLength(1);
      expect(data.documents[0]).toMatchObject({ offerId: me.offerId });
      const kinds = data.consents.map((c: { kind: string }) => c.kind).sort();
      expect(kinds).toEqual(
        i === 0 ? ['contact_recall', 'marketing', 'sepa', 'terms'] : ['contact_recall', 'sepa', 'terms'],
      );
      const recall = data.consents.find((c: { kind: string }) => c.kind === 'contact_recall');
      expect(recall.text).toBe(CONSENT_TEXTS['comparator.contact-recall'].text);
      // Nothing of the other customer anywhere in the file.
      const text = reply.body;
      for (const theirs of [other.email, other.id, other.offerId, other.subscriptionId, other.question]) {
        expect(text).not.toContain(theirs);
      }
    }
  });

  it('gives the same content as a readable French PDF', async () => {
    printOutputOnFailure();
    const me = customers[0]!;
    const reply = await get('/auth/v1/user/privacy/export.pdf', me.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      'Mes données personnelles',
      'Mes offres',
      'Mes souscriptions',
      'Mes consentements',
      'Mes questions',
      'Mes documents',
      me.email,
      me.question,
      'Souscrite',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(customers[1]!.email);
  });

  it('lists the consents and withdraws marketing from the customer area; terms stay', async () => {
    printOutputOnFailure();
    const me = customers[0]!;
    const post = (kind: string, token = me.token) =>
      stack.app.inject({
        method: 'POST',
        url: `/auth/v1/user/privacy/consents/${kind}/withdraw`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: randomIp(),
      });
    expect((await post('marketing')).json()).toEqual({ withdrawn: 1 });
    const refused = await post('terms');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WITHDRAW_NOT_ALLOWED);
    expect((await post('nimporte')).statusCode).toBe(400);
    const { consents } = (await get('/auth/v1/user/privacy/consents', me.token)).json();
    const byKind = Object.fromEntries(consents.map((c: { kind: string }) => [c.kind, c]));
    expect(byKind.marketing.withdrawnVia).toBe('espace_client');
    expect(byKind.terms.withdrawnAt).toBeNull();
    // The other customer's consents are untouched.
    const theirs = (await get('/auth/v1/user/privacy/consents', customers[1]!.token)).json().consents;
    expect(theirs.every((c: { withdrawnAt: string | null }) => c.withdrawnAt === null)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/auth/v1/user/privacy/export',
      '/auth/v1/user/privacy/export.pdf',
      '/auth/v1/user/privacy/consents',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
