import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { eventually } from '@courtage/runtime/testing/eventually';
import type { ServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signWebhookBody } from '../src/domain/external-crm/verify-webhook-signature.ts';
import { startCrmProcess } from './support/crm-process.ts';
import { buildTestApp, randomIp } from './support/test-app.ts';

// The gateway in front of a real crm process on a vhost and database of this file.
const NAME = 'courtage_test_gateway_messages';
const SECRET = 'secret-de-test-du-crm-partenaire';

const bearer = (kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => ({
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid: randomUUID() }).token}`,
});
const admin = bearer('staff', 'admin');
const subAdmin = bearer('staff', 'sub-admin');
const customer = bearer('customer', 'customer');

const HEADER = 'Identifiant externe;Client;E-mail;Assureur;Produit;Prime mensuelle;Statut;Date d’effet';

describe('messages and external CRM routes (gateway + crm)', () => {
  let app: FastifyInstance;
  let crm: ServiceProcess;

  beforeAll(async () => {
    const started = await startCrmProcess(NAME);
    crm = started.crm;
    app = await buildTestApp({
      AMQP_URL: started.amqpUrl,
      RPC_TIMEOUT_MS: '5000',
      EXTERNAL_CRM_WEBHOOK_SECRET: SECRET,
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (crm) expect(await crm.stop()).toBe(0);
  });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- crm ---\n${crm.output()}`));
  }

  const deliver = (body: string, timestamp = String(Math.floor(Date.now() / 1000)), secret = SECRET) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/external-crm/webhook',
      remoteAddress: randomIp(),
      headers: {
        'content-type': 'application/json',
        'x-courtage-timestamp': timestamp,
        'x-courtage-signature': `sha256=${signWebhookBody(secret, timestamp, body)}`,
      },
      payload: body,
    });

  const list = (path: string, q: string, headers = admin) =>
    app.inject({
      method: 'GET',
      url: `${path}?q=${encodeURIComponent(q)}`,
      headers,
      remoteAddress: randomIp(),
    });

  it('webhook: bad signature 401, stale timestamp 401, replay 409, a valid record listed once', async () => {
    printOutputOnFailure();
    const externalId = `OFF-${randomUUID()}`;
    const record = {
      externalId,
      customerName: 'Jeanne Martin',
      customerEmail: 'jeanne.martin@example.fr',
      insurer: 'Harmonie Mutuelle',
      product: 'Santé Confort',
      monthlyPremium: 45.9,
      status: 'proposée',
      startDate: '2026-12-01',
    };
    const body = JSON.stringify({ kind: 'offer', records: [record] });

    const forged = await deliver(body, undefined, 'pas-le-bon-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Signature invalide.' });
    const stale = await deliver(body, String(Math.floor(Date.now() / 1000) - 6 * 60));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/fenêtre de 5 minutes/);

    const timestamp = String(Math.floor(Date.now() / 1000));
    const first = await deliver(body, timestamp);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: 1, created: 1, updated: 0 });
    const replay = await deliver(body, timestamp);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('Cette livraison a déjà été reçue.');

    // The partner sends the same record again, signed anew: updated, still one row.
    const again = await deliver(
      JSON.stringify({ kind: 'offer', records: [{ ...record, status: 'signée' }] }),
    );
    expect(again.json()).toEqual({ received: 1, created: 0, updated: 1 });
    const offers = await list('/api/v1/external-crm/offers', externalId);
    expect(offers.statusCode).toBe(200);
    expect(offers.json().total).toBe(1);
    expect(offers.json().rows[0]).toMatchObject({
      externalId,
      status: 'signée',
      monthlyPremium: 45.9,
      source: 'webhook',
    });
    expect((await list('/api/v1/external-crm/contracts', externalId)).json().total).toBe(0);

    const invalid = await deliver(
      JSON.stringify({ kind: 'offer', records: [{ ...record, customerEmail: 'x' }] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([
      { field: 'records.0.customerEmail', message: 'E-mail du client invalide.' },
    ]);
  });

  it('import: one bad row is shown with its French error and nothing is imported; the corrected file imports every row', async () => {
    printOutputOnFailure();
    const marker = `IMP-${randomUUID().slice(0, 8)}`;
    const rows = (badPremium: string) =>
      [
        HEADER,
        `${marker}-1;Paul Durand;paul@example.fr;Axa;Santé Essentiel;32,50;signé;01/01/2027`,
        `${marker}-2;Zoé Bernard;zoe@example.fr;Axa;Santé Confort;${badPremium};signé;`,
        `${marker}-3;Luc Petit;luc@example.fr;Malakoff;Santé Senior;88;en cours;2027-02-01`,
      ].join('\r\n');
    const send = (url: string, csv: string, headers = admin) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv,
        remoteAddress: randomIp(),
      });

    const preview = await send('/api/v1/external-crm/import/preview?kind=contract', rows('beaucoup'));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      total: 3,
      errors: [
        {
          line: 3,
          field: 'monthlyPremium',
          message: 'Prime mensuelle invalide : un montant en euros entre 0 et 100 000.',
        },
      ],
    });
    const refused = await send('/api/v1/external-crm/import?kind=contract', rows('beaucoup'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        line: 3,
        field: 'monthlyPremium',
        message: 'Prime mensuelle invalide : un montant en euros entre 0 et 100 000.',
      },
    ]);
    expect((await list('/api/v1/external-crm/contracts', marker)).json().total).toBe(0);

    expect(
      (await send('/api/v1/external-crm/import?kind=contract', rows('41,20'), subAdmin)).statusCode,
    ).toBe(403);

    const started = await send('/api/v1/external-crm/import?kind=contract', rows('41,20'));
    expect(started.statusCode).toBe(202);
    const { importId, total } = started.json();
    expect(total).toBe(3);
    const finished = await eventually(async () => {
      const status = await app.inject({
        method: 'GET',
        url: `/api/v1/external-crm/import/${importId}`,
        headers: admin,
      });
      const body = status.json();
      return body.status === 'running' ? undefined : body;
    }, 'the import to finish');
    expect(finished).toMatchObject({ status: 'done', total: 3, processed: 3, error: null });
    const contracts = await list('/api/v1/external-crm/contracts', marker);
    expect(contracts.json().total).toBe(3);
    expect(
      contracts
        .json()
        .rows.map((row: { externalId: string }) => row.externalId)
        .sort(),
    ).toEqual([`${marker}-1`, `${marker}-2`, `${marker}-3`]);
  });

  it('every list refuses a customer (403), every CSV export a Sub-admin (403); a customer’s own questions refuse staff', async () => {
    printOutputOnFailure();
    for (const path of [
      '/api/v1/contactus',
      '/api/v1/users/queries',
      '/api/v1/external-crm/offers',
      '/api/v1/external-crm/contracts',
    ]) {
      expect((await list(path, '', customer)).statusCode, path).toBe(403);
      expect((await list(path, '', subAdmin)).statusCode, path).toBe(200);
      expect((await list(`${path}/export.csv`, '', subAdmin)).statusCode, `${path}/export.csv`).toBe(403);
      expect((await list(`${path}/export.csv`, '', admin)).statusCode, `${path}/export.csv`).toBe(200);
    }
    expect((await list('/auth/v1/user/queries', '', subAdmin)).statusCode).toBe(403);
    expect((await list('/api/v1/contactus', '')).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v1/contactus',
      remoteAddress: randomIp(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
