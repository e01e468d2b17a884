import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { businessDaysFrom } from '@courtage/offer/business-days';
import { serveFakeAuth } from '@courtage/offer/test-support/fake-auth';
import { isolatedRun } from '@courtage/offer/test-support/own-database';
import { offerEnv } from '@courtage/offer/test-support/test-env';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { buildTestApp, randomIp, testLogger } from './support/test-app.ts';

// The gateway in front of real offer and crm processes on a vhost and databases of this run:
// offer's events feed crm's read model, which answers the lists, the CSV exports and the dashboard.

const adminId = randomUUID();
const subAdminId = randomUUID();
const staff = [
  { id: adminId, name: 'Alice Martin', email: 'alice@example.fr' },
  { id: subAdminId, name: 'Bruno Petit', email: 'bruno@example.fr' },
];
const bearer = (sub: string, kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => ({
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub, kind, role, sid: randomUUID() }).token}`,
});
const admin = bearer(adminId, 'staff', 'admin');
const subAdmin = bearer(subAdminId, 'staff', 'sub-admin');
const customer = bearer(randomUUID(), 'customer', 'customer');

describe('/api/v1/offers and /api/v1/dashboards (back-office)', () => {
  let app: FastifyInstance;
  let offer: ServiceProcess;
  let crm: ServiceProcess;
  let bus: Bus;
  let isolation: Awaited<ReturnType<typeof isolatedRun>>;

  beforeAll(async () => {
    isolation = await isolatedRun('gw_offers');
    const AMQP_URL = isolation.amqpUrl;
    const OFFER_DATABASE_URL = await isolation.database('offer');
    const CRM_DATABASE_URL = await isolation.database('crm');
    bus = await createBus({ url: AMQP_URL, name: 'gateway-offers-test', logger: testLogger });
    await serveFakeAuth(bus, [
      rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
        staff: staff.filter((member) => !staffIds || staffIds.includes(member.id)),
      })),
    ]);
    // Each assigned as soon as it runs: if the other fails to start, afterAll still stops it.
    await Promise.all([
      startServiceProcess(
        'services/offer/src/main.ts',
        offerEnv({ AMQP_URL, DATABASE_URL: OFFER_DATABASE_URL }),
      ).then((started) => {
        offer = started;
      }),
      startServiceProcess('services/crm/src/main.ts', {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        AMQP_URL,
        DATABASE_URL: CRM_DATABASE_URL,
      }).then((started) => {
        crm = started;
      }),
    ]);
    app = await buildTestApp({ AMQP_URL });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await Promise.all([offer?.stop(), crm?.stop()]);
    await isolation?.remove();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, remoteAddress: randomIp(), ...(payload ? { payload } : {}) });
  const today = parisDate();
  const period = `from=${addDays(today, -1)}&to=${today}`;

  it("refuses a customer on every route, and a Sub-admin on the base's CSV exports and reveals", async () => {
    const offerId = randomUUID();
    const lists = ['/api/v1/offers', '/api/v1/offers/submitted', '/api/v1/offers/wallet'];
    for (const url of [
      ...lists,
      ...lists.map((list) => `${list}/export.csv`),
      `/api/v1/dashboards?${period}`,
      '/api/v1/offers/assignees',
      '/api/v1/offers/subscription-compliance',
      `/api/v1/offers/${offerId}`,
    ]) {
      expect((await inject('GET', url, customer)).statusCode, url).toBe(403);
      expect((await inject('GET', url, {})).statusCode, url).toBe(401);
    }
    for (const url of ['/api/v1/offers/export.csv', '/api/v1/offers/submitted/export.csv']) {
      expect((await inject('GET', url, subAdmin)).statusCode, url).toBe(403);
    }
    const reveal = await inject('POST', `/api/v1/offers/${offerId}/reveal`, subAdmin, { field: 'nir' });
    expect(reveal.statusCode).toBe(403);
    // The subscriptions' compliance is every staff member's (nothing subscribed yet here).
    const compliance = await inject('GET', '/api/v1/offers/subscription-compliance', subAdmin);
    expect(compliance.statusCode).toBe(200);
    expect(compliance.json()).toEqual({
      subscriptions: 0,
      signedFiles: 0,
      derAcknowledged: 0,
      sealedDocuments: 0,
      givenDocuments: 0,
      pending: 0,
      locked: 0,
      withoutFile: 0,
    });
    expect(
      (await inject('PUT', `/api/v1/offers/${offerId}/state`, customer, { state: 'cancelled', note: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 400 in French for a bad page size or period', async () => {
    const page = await inject('GET', '/api/v1/offers?limit=7', subAdmin);
    expect(page.statusCode).toBe(400);
    expect(page.json().details).toEqual([
      { field: 'limit', message: 'Le nombre de lignes par page doit être 10, 20, 25, 50.' },
    ]);
    const dashboard = await inject(
      'GET',
      `/api/v1/dashboards?from=${today}&to=${addDays(today, -3)}`,
      subAdmin,
    );
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json().details).toEqual([
      { field: 'to', message: 'La date de fin doit être postérieure ou égale à la date de début.' },
    ]);
  });

  it('takes a confirmed call-back from the comparator to the lists, the page, the move and the CSV', async () => {
    onTestFailed(() => console.error(offer.output(), crm.output()));
    const tag = `bo${randomUUID().slice(0, 8)}`;
    const request = sampleComparisonRequest();
    request.credentials.email = `${tag}@example.fr`;
    const created = await inject('POST', '/api/v1/confirm-offer/create-offer', {}, request);
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().offers[0].id as string;
    const day = businessDaysFrom(addDays(today, 400 + Math.floor(Math.random() * 3000)), 1)[0]!;
    const confirmed = await inject(
      'POST',
      '/api/v1/confirm-offer',
      {},
      { offerId, dateSlot: day, timeSlot: '11:00' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const listed = await eventually<{ total: number; rows: unknown[] }>(async () => {
      const response = await inject('GET', `/api/v1/offers?q=${tag}`, subAdmin);
      const rows = response.json().rows as { id: string; assigneeName: string | null }[];
      return rows[0]?.assigneeName ? response.json() : undefined;
    }, 'the confirmed offer, assigned, in the received list');
    expect(listed.total).toBe(1);
    expect(listed.rows[0]).toMatchObject({
      id: offerId,
      email: `${tag}@example.fr`,
      dateSlot: day,
      timeSlot: '11:00',
      state: 'confirmed',
    });

    const take = await inject('PUT', `/api/v1/offers/${offerId}/assignee`, subAdmin, {
      assigneeId: subAdminId,
    });
    expect(take.statusCode, take.body).toBe(200);
    const blank = await inject('PUT', `/api/v1/offers/${offerId}/state`, subAdmin, {
      state: 'cancelled',
      note: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ field: 'note', message: 'Veuillez saisir une note.' }]);
    const moved = await inject('PUT', `/api/v1/offers/${offerId}/state`, subAdmin, {
      state: 'cancelled',
      note: 'Injoignable.',
    });
    expect(moved.json()).toEqual({ offerId, state: 'cancelled' });
    const noted = await inject('POST', `/api/v1/offers/${offerId}/notes`, subAdmin, {
      text: 'Rappeler en janvier.',
    });
    expect(noted.statusCode).toBe(201);

    const detail = await inject('GET', `/api/v1/offers/${offerId}`, subAdmin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      assignee: { id: subAdminId, name: 'Bruno Petit' },
      notes: [{ text: 'Rappeler en janvier.' }],
      contact: { email: `${tag}@example.fr` },
    });

    const wallet = await eventually(async () => {
      const body = (await inject('GET', `/api/v1/offers/wallet?q=${tag}`, subAdmin)).json();
      return body.rows[0]?.state === 'cancelled' ? body : undefined;
    }, 'the cancelled offer in my wallet');
    expect(wallet.rows.map((row: { id: string }) => row.id)).toEqual([offerId]);

    const csv = await inject('GET', `/api/v1/offers/export.csv?q=${tag}`, admin);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date de création;Nom;Prénom;E-mail;Téléphone;Code postal;Ville;Assureur;Offre;Formule;Prix mensuel (€);Prix annuel (€);Date de rappel;Créneau;État;Attribuée à',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${tag}@example.fr;`);
    expect(lines[1]).toContain(';Annulée;Bruno Petit');

    const dashboard = await inject('GET', `/api/v1/dashboards?${period}`, subAdmin);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().totals.comparisons).toBeGreaterThan(0);
  });

  it('neutralises a cell starting with "=" in the CSV', async () => {
    const tag = `csv${randomUUID().slice(0, 8)}`;
    const offerId = randomUUID();
    await bus.publish({
      messageId: randomUUID(),
      type: 'offer.offer.confirmed',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: tag,
      data: {
        offerId,
        comparisonId: randomUUID(),
        from: 'proposed',
        to: 'confirmed',
        at: new Date().toISOString(),
        dateSlot: today,
        timeSlot: '09:00',
        offer: {
          provider: { code: 'azurea', name: 'Azuréa Santé' },
          plan: { id: randomUUID(), code: 'p', name: 'Plan' },
          formula: { id: randomUUID(), code: 'f', name: 'Formule' },
          insuranceLine: 'sante',
          monthlyPrice: 42.5,
          yearlyPrice: 510,
          startDate: today,
          createdAt: new Date().toISOString(),
          contact: {
            firstName: '@SUM(A1)',
            lastName: '=HYPERLINK("http://evil.example","x")',
            email: `${tag}@example.fr`,
            phoneNumber: '+33612345678',
            postalCode: '57000',
            city: 'Metz',
          },
        },
      },
    });
    await eventually(async () => {
      const body = (await inject('GET', `/api/v1/offers?q=${tag}`, admin)).json();
      return body.total === 1 ? body : undefined;
    }, 'the published offer in the read model');
    const csv = await inject('GET', `/api/v1/offers/export.csv?q=${tag}`, admin);
    const row = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')[1]!;
    expect(row).toContain(
      `;"'=HYPERLINK(""http://evil.example"",""x"")";'@SUM(A1);${tag}@example.fr;'+33612345678;`,
    );
    expect(row).toContain(';42,5;510;');
  });

  it('lets a Sub-admin export his own wallet, and only the offers assigned to him', async () => {
    const tag = `wallet${randomUUID().slice(0, 8)}`;
    const mine = randomUUID();
    const theirs = randomUUID();
    const publishOffer = async (offerId: string, assignee: { id: string; name: string }) => {
      const at = new Date().toISOString();
      const comparisonId = randomUUID();
      const offer = {
        provider: { code: 'azurea', name: 'Azuréa Santé' },
        plan: { id: randomUUID(), code: 'p', name: 'Plan' },
        formula: { id: randomUUID(), code: 'f', name: 'Formule' },
        insuranceLine: 'sante',
        monthlyPrice: 42.5,
        yearlyPrice: 510,
        startDate: today,
        createdAt: at,
        contact: {
          firstName: 'Inès',
          lastName: offerId === mine ? 'Mienne' : 'Autre',
          email: `${tag}-${offerId.slice(0, 8)}@example.fr`,
          phoneNumber: '+33612345678',
          postalCode: '57000',
          city: 'Metz',
        },
      };
      const common = { version: 1, occurredAt: at, correlationId: tag };
      await bus.publish({
        ...common,
        messageId: randomUUID(),
        type: 'offer.offer.confirmed',
        data: {
          offerId,
          comparisonId,
          from: 'proposed',
          to: 'confirmed',
          at,
          dateSlot: today,
          timeSlot: '09:00',
          offer,
        },
      });
      await bus.publish({
        ...common,
        messageId: randomUUID(),
        type: 'offer.offer.assigned',
        data: {
          offerId,
          comparisonId,
          assigneeId: assignee.id,
          assigneeName: assignee.name,
          assignedBy: null,
          at,
          state: 'confirmed',
          offer,
        },
      });
    };
    await publishOffer(mine, { id: subAdminId, name: 'Bruno Petit' });
    await publishOffer(theirs, { id: adminId, name: 'Alice Martin' });
    await eventually(async () => {
      const body = (await inject('GET', `/api/v1/offers?q=${tag}`, admin)).json();
      const assigned = (body.rows as { assigneeId: string | null }[]).filter((row) => row.assigneeId);
      return assigned.length === 2 ? body : undefined;
    }, 'both offers assigned in the read model');

    const exportOf = async (headers: Record<string, string>) => {
      const response = await inject('GET', `/api/v1/offers/wallet/export.csv?q=${tag}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mes-offres-/);
      return response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1);
    };
    const subAdminRows = await exportOf(subAdmin);
    expect(subAdminRows).toHaveLength(1);
    expect(subAdminRows[0]).toContain(`;Mienne;Inès;${tag}-${mine.slice(0, 8)}@example.fr;`);
    expect(subAdminRows[0]).toContain(';Bruno Petit');
    // An Admin's wallet export is his own too: the wallet is the actor's, whoever asks.
    const adminRows = await exportOf(admin);
    expect(adminRows).toHaveLength(1);
    expect(adminRows[0]).toContain(`${tag}-${theirs.slice(0, 8)}@example.fr`);
    // The whole base stays with Admins.
    const received = await inject('GET', `/api/v1/offers/export.csv?q=${tag}`, subAdmin);
    expect(received.statusCode).toBe(403);
    expect(received.json().message).toBe(REQUEST_MESSAGES.forbidden);
  });
});
