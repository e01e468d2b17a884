import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { getEmailDeliveries } from '@courtage/contracts/notification/email-delivery.rpc';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import type { ServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startCrmProcess } from './support/crm-process.ts';
import { buildTestApp, randomIp } from './support/test-app.ts';

// The record timeline's routes in front of a real crm process (its own vhost and database).
const NAME = 'courtage_test_gateway_timeline';

const bearer = (kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => ({
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid: randomUUID() }).token}`,
});
const subAdmin = bearer('staff', 'sub-admin');
const admin = bearer('staff', 'admin');
const customer = bearer('customer', 'customer');

describe('record timeline routes (gateway + crm)', () => {
  let app: FastifyInstance;
  let crm: ServiceProcess;
  // Notification stands in here: every e-mail it is asked about reads 'sent'.
  let notification: Bus;
  const asked: string[][] = [];

  beforeAll(async () => {
    const started = await startCrmProcess(NAME);
    crm = started.crm;
    app = await buildTestApp({ AMQP_URL: started.amqpUrl, RPC_TIMEOUT_MS: '10000' });
    notification = await createBus({
      url: started.amqpUrl,
      name: 'notification-stub',
      logger: createLogger('test', 'silent'),
    });
    await notification.serve('notification', [
      rpcHandler(getEmailDeliveries, async ({ jobIds }) => {
        asked.push(jobIds);
        return { deliveries: jobIds.map((jobId) => ({ jobId, status: 'sent' as const })) };
      }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await notification?.close();
    if (crm) expect(await crm.stop()).toBe(0);
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('logs a call and a note on a contact, lists them by kind and page; Sub-admin and Admin yes, customer no', async () => {
    onTestFailed(() => console.error(`--- crm ---\n${crm.output()}`));
    const contact = await call('POST', '/api/v1/contact', subAdmin, {
      civility: 'M.',
      name: 'Lefèvre',
      forename: 'Hugo',
      email: 'hugo.lefevre@example.org',
    });
    expect(contact.statusCode).toBe(201);
    const base = `/api/v1/entreprise/timeline/contact/${contact.json().id}`;

    const refused = await call('POST', `${base}/calls`, subAdmin, { outcome: 'occupé' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'outcome', message: 'Veuillez choisir l’issue de l’appel.' },
    ]);
    const logged = await call('POST', `${base}/calls`, subAdmin, {
      outcome: 'rappel-demande',
      note: 'Demain 9 h',
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({ kind: 'call', status: 'rappel-demande', text: 'Demain 9 h' });
    const noted = await call('POST', `${base}/notes`, admin, { text: 'Intéressé par la prévoyance.' });
    expect(noted.statusCode).toBe(201);
    expect((await call('POST', `${base}/notes`, admin, { text: '   ' })).json().details).toEqual([
      { field: 'text', message: 'Veuillez écrire la note.' },
    ]);

    const whole = await call('GET', base, subAdmin);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().items.map((item: { kind: string }) => item.kind)).toEqual(['note', 'call', 'change']);
    const calls = await call('GET', `${base}?kinds=call`, admin);
    expect(calls.json().items.map((item: { kind: string }) => item.kind)).toEqual(['call']);
    const first = await call('GET', `${base}?limit=2`, subAdmin);
    expect(first.json().items).toHaveLength(2);
    const second = await call('GET', `${base}?limit=2&cursor=${first.json().nextCursor}`, subAdmin);
    expect(second.json()).toMatchObject({ items: [{ kind: 'change', status: 'create' }], nextCursor: null });
    expect((await call('GET', `${base}?kinds=appel`, subAdmin)).statusCode).toBe(400);

    expect((await call('GET', base, customer)).statusCode).toBe(403);
    expect((await call('POST', `${base}/calls`, customer, { outcome: 'joint' })).statusCode).toBe(403);
    expect((await call('POST', `${base}/notes`, customer, { text: 'x' })).statusCode).toBe(403);
    expect((await call('GET', base, {})).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/v1/entreprise/timeline/company/${randomUUID()}`, subAdmin)).statusCode,
    ).toBe(404);
  });

  it('sends an e-mail from a contact (staff only, checked in French) and shows it with its delivery state', async () => {
    onTestFailed(() => console.error(`--- crm ---\n${crm.output()}`));
    const contact = await call('POST', '/api/v1/contact', subAdmin, {
      civility: 'Mme',
      name: 'Roux',
      forename: 'Camille',
      email: 'camille.roux@example.org',
    });
    const base = `/api/v1/entreprise/timeline/contact/${contact.json().id}`;
    const email = {
      template: 'relance-devis',
      subject: 'Votre devis',
      body: 'Bonjour Madame Roux,\n\nJe reviens vers vous.',
    };
    const refused = await call('POST', `${base}/emails`, subAdmin, { ...email, subject: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'subject', message: 'Veuillez saisir l’objet (200 caractères au plus).' },
    ]);
    expect((await call('POST', `${base}/emails`, customer, email)).statusCode).toBe(403);
    const sent = await call('POST', `${base}/emails`, subAdmin, email);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'email', status: 'queued', title: 'Votre devis' });
    const timeline = await call('GET', `${base}?kinds=email`, admin);
    expect(timeline.json().items).toMatchObject([{ kind: 'email', status: 'sent', text: email.body }]);
    expect(asked.at(-1)).toEqual([`${sent.json().refId}.record`]);
    // The company route's contact only: no e-mail to a company.
    expect(
      (await call('POST', `/api/v1/entreprise/timeline/company/${randomUUID()}/emails`, subAdmin, email))
        .statusCode,
    ).toBe(400);
  });
});
