import { createHash, randomUUID } from 'node:crypto';
import { confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import {
  listConsents,
  WITHDRAW_NOT_ALLOWED,
  withdrawConsent,
} from '@courtage/contracts/privacy/consents.rpc';
import { purgeOfferData } from '@courtage/contracts/privacy/purge.rpc';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { businessDaysFrom } from '../src/slots/business-days.ts';
import { fakeUserIdFor, serveFakeAuth } from './support/fake-auth.ts';
import { ensureVhostAndDatabase, offerEnv } from './support/test-env.ts';

// A vhost and database of this file's own: the new RPCs are served by this file's offer process
// only, whatever other offer test runs beside it.
const VHOST = 'courtage_test_offer_privacy';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DB = 'courtage_test_offer_privacy';
const DATABASE_URL = `postgres://${DB}@127.0.0.1:5432/${DB}`;

/** This shared two-core machine is often loaded: calls get longer than the default 5 s. */
const SLOW = { timeoutMs: 30_000 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const farDay = () => businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 5000)), 1)[0]!;

async function subscribed(bus: Bus, email: string, communicationAccepted: boolean) {
  const request = sampleComparisonRequest();
  request.credentials.email = email;
  const { offers, comparisonId } = await bus.call(createOffer, request, SLOW);
  const offerId = offers[0]!.id;
  const { subscriptionToken } = await bus.call(
    confirmOffer,
    {
      offerId,
      dateSlot: farDay(),
      timeSlot: '10:00',
    },
    SLOW,
  );
  const step01 = sampleStep01();
  step01.consent.communicationAccepted = communicationAccepted;
  const reply = await bus.call(subscribeOffer, { offerId, step01, capability: subscriptionToken }, SLOW);
  return { offerId, comparisonId, subscriptionId: reply.subscriptionId };
}

describe('consent records (offer service)', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let authBus: Bus;
  let pool: pg.Pool;

  beforeAll(async () => {
    await ensureVhostAndDatabase({ vhost: VHOST, database: DB });
    service = await startServiceProcess('services/offer/src/main.ts', offerEnv({ AMQP_URL, DATABASE_URL }));
    const logger = createLogger('offer-privacy-test', 'silent');
    bus = await createBus({ url: AMQP_URL, name: 'offer-privacy-test', logger });
    authBus = await createBus({ url: AMQP_URL, name: 'offer-privacy-test-auth', logger });
    await serveFakeAuth(authBus);
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  }, 150_000);

  afterAll(async () => {
    await Promise.all([bus?.close(), authBus?.close(), pool?.end()]);
    await service?.stop();
  });

  it('records the comparator recall consent with the text shown, its version, hash, time and channel', async () => {
    onTestFailed(() => console.error(service.output()));
    const email = `consent-${randomUUID().slice(0, 8)}@example.fr`;
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    request.consent = true;
    const { comparisonId, createdAt } = await bus.call(createOffer, request, SLOW);
    const { consents } = await bus.call(listConsents, { email });
    expect(consents).toHaveLength(1);
    const text = CONSENT_TEXTS['comparator.contact-recall'];
    expect(consents[0]).toMatchObject({
      kind: 'contact_recall',
      channel: 'comparateur',
      textId: 'comparator.contact-recall',
      textVersion: text.version,
      text: text.text,
      textSha256: sha256(text.text),
      givenAt: createdAt,
      withdrawnAt: null,
      withdrawable: true,
    });
    const { rows } = await pool.query('SELECT source_id FROM consent_records WHERE email = $1', [email]);
    expect(rows).toEqual([{ source_id: comparisonId }]);

    // No box ticked, no record.
    const without = sampleComparisonRequest();
    without.credentials.email = `sans-consent-${randomUUID().slice(0, 8)}@example.fr`;
    without.consent = false;
    await bus.call(createOffer, without, SLOW);
    expect((await bus.call(listConsents, { email: without.credentials.email })).consents).toEqual([]);
  });

  it('records terms, SEPA and marketing at subscription, for this customer only, and withdraws marketing', async () => {
    onTestFailed(() => console.error(service.output()));
    const email = `souscripteur-${randomUUID().slice(0, 8)}@example.fr`;
    const other = `autre-${randomUUID().slice(0, 8)}@example.fr`;
    const mine = await subscribed(bus, email, true);
    await subscribed(bus, other, false);
    const userId = fakeUserIdFor(email);

    const { consents } = await bus.call(listConsents, { userId, email });
    const bySubscription = consents.filter((c) => c.channel === 'souscription');
    expect(bySubscription.map((c) => c.kind).sort()).toEqual(['marketing', 'sepa', 'terms']);
    const { rows } = await pool.query(
      'SELECT DISTINCT source_id FROM consent_records WHERE channel = $1 AND email = $2',
      ['souscription', email],
    );
    expect(rows).toEqual([{ source_id: mine.subscriptionId }]);
    for (const c of bySubscription) expect(c.textSha256).toBe(sha256(c.text));
    const theirs = await bus.call(listConsents, { userId: fakeUserIdFor(other), email: other });
    expect(theirs.consents.map((c) => c.kind).sort()).toEqual(['contact_recall', 'sepa', 'terms']);
    expect(theirs.consents.some((c) => consents.some((m) => m.id === c.id))).toBe(false);

    expect(
      await bus.call(withdrawConsent, {
        subject: { userId, email },
        kind: 'marketing',
        via: 'espace_client',
      }),
    ).toEqual({
      withdrawn: 1,
    });
    const after = await bus.call(listConsents, { userId, email });
    const marketing = after.consents.find((c) => c.kind === 'marketing')!;
    expect(marketing.withdrawnVia).toBe('espace_client');
    expect(marketing.withdrawnAt).not.toBeNull();
    // The other customer's consents are untouched; terms cannot be withdrawn with a click.
    expect(
      (await bus.call(listConsents, { email: other })).consents.every((c) => c.withdrawnAt === null),
    ).toBe(true);
    const refused = await rejection(
      bus.call(withdrawConsent, { subject: { userId, email }, kind: 'terms', via: 'espace_client' }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', message: WITHDRAW_NOT_ALLOWED });
  });
});

describe('retention purge (offer service)', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let authBus: Bus;
  let pool: pg.Pool;

  beforeAll(async () => {
    await ensureVhostAndDatabase({ vhost: VHOST, database: DB });
    service = await startServiceProcess('services/offer/src/main.ts', offerEnv({ AMQP_URL, DATABASE_URL }));
    const logger = createLogger('offer-purge-test', 'silent');
    bus = await createBus({ url: AMQP_URL, name: 'offer-purge-test', logger });
    authBus = await createBus({ url: AMQP_URL, name: 'offer-purge-test-auth', logger });
    await serveFakeAuth(authBus);
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  }, 150_000);

  afterAll(async () => {
    await Promise.all([bus?.close(), authBus?.close(), pool?.end()]);
    await service?.stop();
  });

  /** Moves every date of a comparison, its offers, their history and bookings back by `interval`. */
  async function age(comparisonId: string, interval: string) {
    await pool.query(`UPDATE comparisons SET created_at = created_at - $2::interval WHERE id = $1`, [
      comparisonId,
      interval,
    ]);
    await pool.query(
      `UPDATE offers SET created_at = created_at - $2::interval, updated_at = updated_at - $2::interval WHERE comparison_id = $1`,
      [comparisonId, interval],
    );
    await pool.query(
      `UPDATE offer_state_history h SET at = at - $2::interval FROM offers o WHERE o.id = h.offer_id AND o.comparison_id = $1`,
      [comparisonId, interval],
    );
    await pool.query(
      `UPDATE bookings b SET created_at = b.created_at - $2::interval FROM offers o WHERE o.id = b.offer_id AND o.comparison_id = $1`,
      [comparisonId, interval],
    );
  }

  const count = async (table: string, column: string, id: string) =>
    Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`, [id])).rows[0].n);

  it('deletes exactly the prospects whose last contact is over 3 years old, and keeps customers', async () => {
    onTestFailed(() => console.error(service.output()));
    // Anything already due from earlier runs goes first, so that the counts below are this test's.
    await bus.call(purgeOfferData, {}, SLOW);
    const comparison = async (email: string) => {
      const request = sampleComparisonRequest();
      request.credentials.email = email;
      request.consent = true;
      return bus.call(createOffer, request, SLOW);
    };
    const suffix = randomUUID().slice(0, 8);
    // A prospect last seen 3 years and a day ago: due.
    const old = await comparison(`ancien-${suffix}@example.fr`);
    // A prospect who came 3 years and a day ago but booked a call-back 2 years ago: not due.
    const recalled = await comparison(`rappele-${suffix}@example.fr`);
    await bus.call(
      confirmOffer,
      { offerId: recalled.offers[0]!.id, dateSlot: farDay(), timeSlot: '14:00' },
      SLOW,
    );
    // A prospect of 2 years and 11 months: not due.
    const recent = await comparison(`recent-${suffix}@example.fr`);
    // A customer (subscribed) 6 years ago: kept (contract's life plus the legal period).
    const customerEmail = `client-${suffix}@example.fr`;
    const customer = await subscribed(bus, customerEmail, true);
    await age(old.comparisonId, '3 years 1 day');
    await age(recalled.comparisonId, '3 years 1 day');
    await pool.query(
      `UPDATE bookings b SET created_at = now() - interval '2 years' FROM offers o WHERE o.id = b.offer_id AND o.comparison_id = $1`,
      [recalled.comparisonId],
    );
    await pool.query(`UPDATE offers SET updated_at = now() - interval '2 years' WHERE comparison_id = $1`, [
      recalled.comparisonId,
    ]);
    await pool.query(
      `UPDATE offer_state_history h SET at = now() - interval '2 years' FROM offers o WHERE o.id = h.offer_id AND o.comparison_id = $1`,
      [recalled.comparisonId],
    );
    await age(recent.comparisonId, '2 years 11 months');
    await age(customer.comparisonId, '6 years');

    const report = await bus.call(purgeOfferData, {}, SLOW);
    expect(report.service).toBe('offer');
    const prospects = report.categories.find((c) => c.category === 'prospects')!;
    expect(prospects.deleted).toBe(1);
    const customers = report.categories.find((c) => c.category === 'customers')!;
    expect(customers.kept).toBeGreaterThanOrEqual(1);
    expect(customers.holdReason).toMatch(/contrat/i);

    expect(await count('comparisons', 'id', old.comparisonId)).toBe(0);
    expect(await count('offers', 'comparison_id', old.comparisonId)).toBe(0);
    expect(await count('consent_records', 'source_id', old.comparisonId)).toBe(0);
    for (const kept of [recalled.comparisonId, recent.comparisonId, customer.comparisonId]) {
      expect(await count('comparisons', 'id', kept)).toBe(1);
      expect(await count('consent_records', 'source_id', kept)).toBe(1);
    }
    expect(await count('subscriptions', 'id', customer.subscriptionId)).toBe(1);
    // Run again: nothing more is due.
    expect(
      (await bus.call(purgeOfferData, {}, SLOW)).categories.find((c) => c.category === 'prospects')!.deleted,
    ).toBe(0);
  });
});
