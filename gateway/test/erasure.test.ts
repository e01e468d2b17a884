import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { signSubscription } from '@courtage/contracts/offer/subscription-signature.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { CONSENT_LINK_MESSAGES } from '@courtage/contracts/privacy/consent-link';
import { ERASURE_HOLDS, ERASURE_MESSAGES } from '@courtage/contracts/privacy/erasure.rpc';
import { PROSPECT_REQUEST_MESSAGES } from '@courtage/contracts/privacy/prospect-requests.rpc';
import { businessDaysFrom } from '@courtage/offer/business-days';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type AuthStack, startAuthStack, TEST_ADMIN } from './support/auth-stack.ts';
import { randomIp } from './support/test-app.ts';

const run = promisify(execFile);
const OFFER_DB = 'courtage_test_gateway_erasure_offer';
const CRM_DB = 'courtage_test_gateway_erasure_crm';
const NOTIFICATION_DB = 'courtage_test_gateway_erasure_notification';
const MAILDEV_API_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';
const PASSWORD = 'Mot-de-passe-2026';

async function ensureDatabase(name: string): Promise<void> {
  const postgres = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await postgres.connect();
  const found = await postgres.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rows.length === 0) await postgres.query(`CREATE DATABASE ${name}`);
  await postgres.end();
}

type MaildevEmail = { subject: string; to: { address: string }[]; text?: string; html?: string };
async function emailsTo(address: string): Promise<MaildevEmail[]> {
  const response = await fetch(`${MAILDEV_API_URL}/email`);
  const all = (await response.json()) as MaildevEmail[];
  return all.filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

type Customer = {
  id: string;
  email: string;
  token: string;
  kept: string;
  erasable: string;
  question: string;
};

// The right to erasure end to end: a gateway in front of real auth, offer, crm and notification
// processes (one vhost of this file, their own databases, Redis database 11), the receipt sent
// through real SMTP to MailDev.
describe('erasure requests and the emails’ consent link (gateway + auth + offer + crm + notification)', () => {
  let stack: AuthStack;
  let offer: ServiceProcess;
  let crm: ServiceProcess;
  let notification: ServiceProcess;
  let bus: Bus;
  let offerSql: pg.Client;
  let crmSql: pg.Client;
  let adminToken: string;
  const customers: Customer[] = [];

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    stack.app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    await Promise.all([ensureDatabase(OFFER_DB), ensureDatabase(CRM_DB), ensureDatabase(NOTIFICATION_DB)]);
    await run('rabbitmqctl', ['-q', 'list_vhosts']);
    stack = await startAuthStack('erasure');
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
    notification = await startServiceProcess('services/notification/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL: stack.amqpUrl,
      REDIS_URL: 'redis://127.0.0.1:6379/11',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${NOTIFICATION_DB}`,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Courtage Santé <contact@courtage-sante.local>',
      CMS_URL: 'http://127.0.0.1:9',
    });
    bus = await createBus({ url: stack.amqpUrl, name: 'erasure-test', logger: createLogger('t', 'silent') });
    offerSql = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${OFFER_DB}` });
    crmSql = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${CRM_DB}` });
    await Promise.all([offerSql.connect(), crmSql.connect()]);

    // Two customers, each with a subscribed offer, another comparison that led nowhere and a question.
    for (let i = 0; i < 2; i++) {
      const email = `effacement-${i}-${randomUUID().slice(0, 8)}@example.fr`;
      const signedIn = await stack.signUpCustomer(email, PASSWORD, randomIp());
      const request = sampleComparisonRequest();
      request.credentials.email = email;
      request.consent = true;
      const kept = (await bus.call(createOffer, request)).offers[0]!.id;
      const day = businessDaysFrom(addDays(parisDate(), 500 + Math.floor(Math.random() * 5000)), 1)[0]!;
      const { subscriptionToken } = await bus.call(confirmOffer, {
        offerId: kept,
        dateSlot: day,
        timeSlot: '10:00',
      });
      const step01 = sampleStep01();
      step01.consent.communicationAccepted = true;
      await bus.call(
        subscribeOffer,
        { offerId: kept, step01, capability: subscriptionToken },
        { actor: { kind: 'customer', id: signedIn.user.id } },
      );
      // Subscribed once the file is signed with the emailed code (read from offer's outbox).
      const issued = await offerSql.query(
        `SELECT data->>'code' AS code FROM outbox WHERE type = 'offer.signature-code.requested'
         AND data->>'offerId' = $1 ORDER BY id DESC LIMIT 1`,
        [kept],
      );
      const signed = await bus.call(
        signSubscription,
        { offerId: kept, capability: subscriptionToken, code: issued.rows[0]?.code, consent: true },
        { actor: { kind: 'customer', id: signedIn.user.id } },
      );
      expect(signed.state).toBe('signed');
      const erasable = (await bus.call(createOffer, request)).offers[0]!.id;
      const question = `Ma question ${randomUUID()}`;
      const asked = await call('POST', '/auth/v1/user/queries', signedIn.tokens.accessToken, {
        query: question,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      customers.push({
        id: signedIn.user.id,
        email,
        token: signedIn.tokens.accessToken!,
        kept,
        erasable,
        question,
      });
    }

    // The Admin signs in (password, then the emailed code).
    const started = await call('POST', '/api/v1/admin', undefined, TEST_ADMIN);
    expect(started.statusCode, started.body).toBe(200);
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))?.code;
    const verified = await call('POST', '/api/v1/admin/verify-otp', undefined, {
      challengeId: started.json().challengeId,
      code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    adminToken = verified.json().tokens.accessToken;
  }, 300_000);

  afterAll(async () => {
    await Promise.all([offerSql?.end(), crmSql?.end()]);
    await bus?.close();
    await Promise.all([offer?.stop(), crm?.stop(), notification?.stop()]);
    await stack?.stop();
  });

  function printOutputOnFailure(): void {
    onTestFailed(() =>
      console.error(
        `--- offer ---\n${offer.output()}\n--- crm ---\n${crm.output()}\n--- notification ---\n${notification.output()}`,
      ),
    );
  }

  const comparisonOf = async (offerId: string) =>
    (await offerSql.query('select comparison_id from offers where id = $1', [offerId])).rows[0]
      ?.comparison_id as string | undefined;

  let requestId: string;

  it('the customer asks once: asking again gives the same pending request', async () => {
    printOutputOnFailure();
    const me = customers[0]!;
    expect((await call('GET', '/auth/v1/user/privacy/erasure', me.token)).json()).toEqual({ request: null });
    const asked = await call('POST', '/auth/v1/user/privacy/erasure', me.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      customerId: me.id,
      email: me.email,
      status: 'pending',
      report: null,
    });
    requestId = asked.json().id;
    const again = await call('POST', '/auth/v1/user/privacy/erasure', me.token);
    expect(again.json().id).toBe(requestId);
    expect((await call('GET', '/auth/v1/user/privacy/erasure', me.token)).json().request.id).toBe(requestId);
    // Only an Admin sees the requests.
    expect((await call('GET', '/api/v1/admin/privacy/erasure-requests', me.token)).statusCode).toBe(403);
    expect((await call('POST', '/auth/v1/user/privacy/erasure')).statusCode).toBe(401);
  });

  it('the Admin’s review lists what goes and what stays under a legal hold, with the reason; nothing is erased yet', async () => {
    printOutputOnFailure();
    const list = await call('GET', '/api/v1/admin/privacy/erasure-requests', adminToken);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().requests.map((r: { id: string }) => r.id)).toContain(requestId);
    const review = await call('GET', `/api/v1/admin/privacy/erasure-requests/${requestId}`, adminToken);
    expect(review.statusCode, review.body).toBe(200);
    const preview = review.json().preview as { service: string; categories: Record<string, unknown>[] }[];
    const offerPart = preview.find((p) => p.service === 'offer')!;
    expect(offerPart.categories).toEqual([
      { label: 'Comparaisons, offres et rendez-vous sans contrat', erased: 1, kept: 0, holdReason: '' },
      { label: 'Souscriptions (contrats)', erased: 0, kept: 1, holdReason: ERASURE_HOLDS.contract },
      // Recall of both comparisons and marketing go; terms and SEPA stay with the contract.
      { label: 'Consentements', erased: 3, kept: 2, holdReason: ERASURE_HOLDS.contractConsents },
    ]);
    const crmPart = preview.find((p) => p.service === 'crm')!;
    expect(crmPart.categories[0]).toMatchObject({ erased: 1, kept: 0 });
    // The log of the emails sent to the address (the activation email at least).
    const emailsPart = preview.find((p) => p.service === 'notification')!;
    expect(emailsPart.categories[0]?.erased).toBeGreaterThanOrEqual(1);
    // A review erases nothing.
    expect(await comparisonOf(customers[0]!.erasable)).toBeDefined();
    expect((await call('GET', '/auth/v1/user/privacy/export', customers[0]!.token)).statusCode).toBe(200);
    expect(
      (
        await call(
          'GET',
          '/api/v1/admin/privacy/erasure-requests/00000000-0000-4000-8000-000000000000',
          adminToken,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('the execution erases exactly that, closes the account, audits once and emails the receipt', async () => {
    printOutputOnFailure();
    const [me, other] = customers as [Customer, Customer];
    const keptComparison = await comparisonOf(me.kept);
    const erasedComparison = await comparisonOf(me.erasable);
    const executed = await call(
      'POST',
      `/api/v1/admin/privacy/erasure-requests/${requestId}/execute`,
      adminToken,
    );
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json()).toMatchObject({ status: 'executed', executedByName: expect.any(String) });
    expect(executed.json().report.map((p: { service: string }) => p.service)).toEqual([
      'auth',
      'offer',
      'crm',
      'notification',
    ]);

    // offer: the comparison without a contract and its offers are gone; the subscribed one stays.
    expect(await comparisonOf(me.erasable)).toBeUndefined();
    expect(
      (await offerSql.query('select 1 from comparisons where id = $1', [erasedComparison])).rowCount,
    ).toBe(0);
    expect((await offerSql.query('select 1 from comparisons where id = $1', [keptComparison])).rowCount).toBe(
      1,
    );
    expect(
      (await offerSql.query('select 1 from subscriptions where offer_id = $1', [me.kept])).rowCount,
    ).toBe(1);
    const consents = await offerSql.query('select kind from consent_records where email = $1 order by kind', [
      me.email,
    ]);
    expect(consents.rows.map((r) => r.kind)).toEqual(['sepa', 'terms']);
    // crm: the question is gone.
    expect((await crmSql.query('select 1 from user_queries where customer_id = $1', [me.id])).rowCount).toBe(
      0,
    );

    // auth: the account is anonymised and closed; its session and password no longer work.
    const account = (
      await stack.sql.query(
        'select email, full_name, password_hash, disabled_at from customers where id = $1',
        [me.id],
      )
    ).rows[0];
    expect(account).toMatchObject({
      email: `efface-${me.id}@efface.invalid`,
      full_name: '',
      password_hash: null,
    });
    expect(account.disabled_at).not.toBeNull();
    expect((await call('GET', '/auth/v1/user/privacy/export', me.token)).statusCode).toBe(401);
    const login = await call('POST', '/auth/v1/user/login', undefined, {
      email: me.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);

    // One audit row, by the Admin, on the request.
    const audit = await stack.sql.query(
      `select actor_kind, action from audit_log where entity = 'erasure-request' and entity_id = $1 order by id`,
      [requestId],
    );
    expect(audit.rows).toEqual([
      { actor_kind: 'customer', action: 'request-erasure' },
      { actor_kind: 'admin', action: 'execute-erasure' },
    ]);

    // The receipt, in French, through SMTP, to the address the request was made from.
    const receipt = await eventually(
      async () => (await emailsTo(me.email)).find((e) => /effacement/.test(e.subject)),
      'the receipt in MailDev',
    );
    expect(receipt.subject).toBe('Votre demande d’effacement de vos données a été exécutée');
    expect(receipt.text).toContain('Comparaisons, offres et rendez-vous sans contrat : 1 effacé(s)');
    expect(receipt.text).toContain(`Souscriptions (contrats) : 1 conservé(s) — ${ERASURE_HOLDS.contract}`);

    // notification: the log of the emails sent to the address holds the receipt alone.
    const notificationSql = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:5432/${NOTIFICATION_DB}`,
    });
    await notificationSql.connect();
    const logged = await notificationSql.query('select template from email_log where lower(recipient) = $1', [
      me.email,
    ]);
    await notificationSql.end();
    expect(logged.rows).toEqual([{ template: 'erasure-receipt' }]);

    // The other customer keeps everything.
    const theirs = (await call('GET', '/auth/v1/user/privacy/export', other.token)).json();
    expect(theirs.offers.map((o: { id: string }) => o.id)).toEqual([other.kept]);
    expect(await comparisonOf(other.erasable)).toBeDefined();
    expect(theirs.questions.map((q: { query: string }) => q.query)).toEqual([other.question]);

    // Executing again is refused.
    const twice = await call(
      'POST',
      `/api/v1/admin/privacy/erasure-requests/${requestId}/execute`,
      adminToken,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ERASURE_MESSAGES.alreadyExecuted);
  });

  it('the footer link of a real email withdraws the recall and marketing consents of its address, in one click', async () => {
    printOutputOnFailure();
    const other = customers[1]!;
    // The activation email, sent through SMTP, ends with the signed link.
    const activation = await eventually(
      async () => (await emailsTo(other.email)).find((e) => /Confirmez votre adresse/.test(e.subject)),
      'the activation email in MailDev',
    );
    const token = /\/consentements#jeton=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(activation.text ?? '')?.[1];
    expect(token, activation.text).toBeDefined();
    const withdraw = (body: object) => call('POST', '/api/v1/privacy/consents/withdraw', undefined, body);
    const first = await withdraw({ token });
    expect(first.statusCode, first.body).toBe(200);
    // The recall of both comparisons and the marketing consent of the subscription.
    expect(first.json()).toEqual({ withdrawn: 3 });
    const rows = await offerSql.query(
      'select kind, withdrawn_via from consent_records where email = $1 order by kind, withdrawn_via',
      [other.email],
    );
    expect(rows.rows).toEqual([
      { kind: 'contact_recall', withdrawn_via: 'lien_email' },
      { kind: 'contact_recall', withdrawn_via: 'lien_email' },
      { kind: 'marketing', withdrawn_via: 'lien_email' },
      { kind: 'sepa', withdrawn_via: null },
      { kind: 'terms', withdrawn_via: null },
    ]);
    expect((await withdraw({ token })).json()).toEqual({ withdrawn: 0 });
    // A token altered by one character, or made up, is refused in French.
    const forged = await withdraw({ token: `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(CONSENT_LINK_MESSAGES.invalid);
    expect((await withdraw({ token: 'pas-un-jeton' })).statusCode).toBe(400);
  });

  it('a prospect (no account) proves the address by the emailed link, gets a copy of their data, then erasure', async () => {
    printOutputOnFailure();
    const email = `prospect-${randomUUID().slice(0, 8)}@example.fr`;
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    request.consent = true;
    const offerId = (await bus.call(createOffer, request)).offers[0]!.id;
    await crmSql.query(
      `insert into contact_queries (name, email, postal_code, city, message) values ('Paul Prospect', $1, '75011', 'Paris', 'Bonjour')`,
      [email],
    );
    const ask = (kind: string, ip = randomIp()) =>
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/privacy/requests',
        remoteAddress: ip,
        payload: { email, kind },
      });
    const confirm = (token: string) =>
      stack.app.inject({
        method: 'POST',
        url: '/api/v1/privacy/requests/confirm',
        remoteAddress: randomIp(),
        payload: { token },
      });
    const tokenOf = async (template: string) => {
      const link = (await stack.lastEmail(email, template))?.link ?? '';
      expect(link).toMatch(/\/mes-donnees-personnelles#jeton=/);
      return link.split('#jeton=')[1]!;
    };

    // Access: the form answers 202 alike; the link, sent through SMTP, gives the data once.
    const asked = await ask('access');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(PROSPECT_REQUEST_MESSAGES.sent);
    await eventually(
      async () =>
        (await emailsTo(email)).find((e) => e.subject === 'Confirmez votre demande de copie de vos données'),
      'the proof email in MailDev',
    );
    const accessToken = await tokenOf('privacy-access-proof');
    const copy = await confirm(accessToken);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().kind).toBe('access');
    const data = copy.json().data;
    expect(data.email).toBe(email);
    expect(data.offers.map((o: { id: string }) => o.id)).toContain(offerId);
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['contact_recall']);
    expect(data.contactMessages).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(customers[1]!.email);
    const again = await confirm(accessToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROSPECT_REQUEST_MESSAGES.invalid);

    // Erasure: the link records a request without an account, reviewed and executed by the Admin.
    expect((await ask('erasure')).statusCode).toBe(202);
    const recorded = await confirm(await tokenOf('privacy-erasure-proof'));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      kind: 'erasure',
      request: { customerId: null, email, status: 'pending' },
    });
    const id = recorded.json().request.id;
    const review = (await call('GET', `/api/v1/admin/privacy/erasure-requests/${id}`, adminToken)).json();
    const offerPart = review.preview.find((p: { service: string }) => p.service === 'offer');
    expect(offerPart.categories[0]).toMatchObject({ erased: 1, kept: 0 });
    expect(review.preview.find((p: { service: string }) => p.service === 'crm').categories[1]).toMatchObject({
      erased: 1,
    });
    const executed = await call('POST', `/api/v1/admin/privacy/erasure-requests/${id}/execute`, adminToken);
    expect(executed.statusCode, executed.body).toBe(200);
    expect(await comparisonOf(offerId)).toBeUndefined();
    expect((await crmSql.query('select 1 from contact_queries where email = $1', [email])).rowCount).toBe(0);
    await eventually(
      async () =>
        (await emailsTo(email)).find((e) => /effacement de vos données a été exécutée/.test(e.subject)),
      'the prospect’s receipt in MailDev',
    );

    // At most 3 links to one address per hour (the answer stays the same); 5 requests per IP and minute.
    expect((await ask('access')).statusCode).toBe(202);
    const proofs = await stack.sql.query(`select count(*)::int as n from privacy_proofs where email = $1`, [
      email,
    ]);
    expect(proofs.rows[0].n).toBe(3);
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask('access', ip)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
