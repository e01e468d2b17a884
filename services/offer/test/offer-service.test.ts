import { createHash, randomUUID } from 'node:crypto';
import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import type { FieldError } from '@courtage/contracts/errors';
import { adminChangeOfferState } from '@courtage/contracts/offer/admin-change-offer-state.rpc';
import {
  adminGetGeneralConditions,
  adminUploadGeneralConditions,
  GENERAL_CONDITIONS_MESSAGES,
} from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { COMPARISON_MESSAGES } from '@courtage/contracts/offer/comparison-form-parts';
import { CONFIRM_MESSAGES, confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import {
  getIpidDocument,
  IPID_NOT_FOUND,
  IPID_PATH_PREFIX,
} from '@courtage/contracts/offer/get-ipid-document.rpc';
import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import { getSubscriptionHousehold } from '@courtage/contracts/offer/get-subscription-household.rpc';
import { getUserOffers } from '@courtage/contracts/offer/get-user-offers.rpc';
import { IDENTITY_MESSAGES } from '@courtage/contracts/offer/identity-checks';
import { listPartnerInsurers } from '@courtage/contracts/offer/list-partner-insurers.rpc';
import { listSlots } from '@courtage/contracts/offer/list-slots.rpc';
import { SIGNATURE_MESSAGES } from '@courtage/contracts/offer/signature-messages';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { BENEFICIARY_MESSAGES, SUBSCRIPTION_MESSAGES } from '@courtage/contracts/offer/subscription-form';
import {
  getCustomerDocument,
  getSignature,
  getSignatureDocument,
  getSubscriptionCompliance,
  getSubscriptionFileZip,
  listCustomerDocuments,
  resendSignatureCode,
  signSubscription,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createDatabase } from '@courtage/runtime/database';
import { parseFieldKey } from '@courtage/runtime/field-cipher';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { OfferDatabase } from '../src/database-schema.ts';
import { verifySeal } from '../src/esign/verify-seal.ts';
import { insertPlanVersion } from '../src/repositories/insert-plan-version.ts';
import { SEED_PLANS } from '../src/seed/seed-catalog.ts';
import { businessDaysFrom } from '../src/slots/business-days.ts';
import { birthPlaceMessage } from '../src/subscriptions/birth-place-check.ts';
import { createCapabilities } from '../src/subscriptions/capability.ts';
import { fakeUserIdFor, serveFakeAuth } from './support/fake-auth.ts';
import { lastSignatureCode } from './support/signature-code.ts';
import { AMQP_URL, DATABASE_URL, ensureVhostAndDatabase, offerEnv } from './support/test-env.ts';

const MAIN = 'services/offer/src/main.ts';

describe('offer service', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let authBus: Bus;
  let pool: pg.Pool;

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    service = await startServiceProcess(MAIN, offerEnv());
    const logger = createLogger('offer-test', 'silent');
    bus = await createBus({ url: AMQP_URL, name: 'offer-test', logger });
    authBus = await createBus({ url: AMQP_URL, name: 'offer-test-auth', logger });
    // Another test file may serve the same double on this vhost: either answers alike.
    await serveFakeAuth(authBus);
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    await authBus?.close();
    await pool?.end();
    if (service) expect(await service.stop()).toBe(0);
  });

  const printOutputOnFailure = () =>
    onTestFailed(() => console.error(`--- ${MAIN} ---\n${service.output()}`));
  // Rows of this test only: other test files write to the same database at the same time.
  const count = async (sql: string, value: string) => Number((await pool.query(sql, [value])).rows[0].count);
  // Each comparison under its own address: one live call-back per address, and
  // bookings made 400+ days ahead stay live across runs of this shared database.
  const compare = () => {
    const request = sampleComparisonRequest();
    request.credentials.email = `offre-${randomUUID().slice(0, 8)}@example.fr`;
    return bus.call(createOffer, request);
  };
  const farDay = () => businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1)[0]!;

  it('prices every active plan that fits a couple with three children in Ajaccio and stores the ranked offers', async () => {
    printOutputOnFailure();
    const reply = await compare();
    expect(reply.departement).toEqual({ code: '2A', nom: 'Corse-du-Sud' });
    // Every seed plan but those for seniors, students, young workers and the self-employed:
    // the employee of 41 gets 8, plus plans other tests created.
    expect(reply.offers.length).toBeGreaterThanOrEqual(8);
    const codes = reply.offers.map((o) => o.plan.code);
    for (const unfit of ['ponant-senior', 'boreal-jeunes', 'azur-jeunes-actifs', 'horizon-tns'])
      expect(codes).not.toContain(unfit);
    expect(reply.offers.map((o) => o.rank)).toEqual(reply.offers.map((_, i) => i + 1));
    const reference = reply.offers.find((o) => o.plan.code === 'azur-reference');
    // Fort asked for dental and hospitalization: the Renfort formula; Corsica is zone 5 (1.20);
    // the children pay 0.35 x 85 = 29.75 each, the third nothing.
    expect(reference?.formula.code).toBe('fort');
    expect(reference?.meetsAllLevels).toBe(true);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM offers WHERE comparison_id = $1', [
      reply.comparisonId,
    ]);
    expect(rows[0].n).toBe(reply.offers.length);
    const detail = await bus.call(getOffer, { offerId: reference!.id });
    expect(detail.priceLines.map((l) => l.monthlyPrice).slice(2)).toEqual([29.75, 29.75, 0]);
    expect(detail.guarantees.length).toBeGreaterThan(10);
    expect(detail.history).toEqual([{ state: 'proposed', at: detail.createdAt }]);
  });

  it('gives every IPID the catalog links to as a PDF of its formula, and nothing else', async () => {
    const { rows } = await pool.query<{ ipid_url: string; ipid_title: string }>(
      'SELECT DISTINCT ipid_url, ipid_title FROM formulas',
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const { ipid_url, ipid_title } of rows) {
      expect(ipid_url.startsWith(IPID_PATH_PREFIX), ipid_url).toBe(true);
      const document = await bus.call(getIpidDocument, { file: ipid_url.slice(IPID_PATH_PREFIX.length) });
      const pdf = await PDFDocument.load(Buffer.from(document.pdfBase64, 'base64'));
      expect(pdf.getPageCount(), ipid_url).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(ipid_title);
      expect(document.title).toBe(ipid_title);
    }
    const unknown = await rejection(bus.call(getIpidDocument, { file: 'inconnu-minimum.pdf' }));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: IPID_NOT_FOUND });
    expect((await rejection(bus.call(getIpidDocument, { file: '../secret.pdf' }))).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('answers bad input in French and stores nothing', async () => {
    const email = `refus-${randomUUID()}@example.fr`;
    const future = sampleComparisonRequest();
    future.credentials.email = email;
    future.members.birthDate = addDays(parisDate(), 3);
    future.members.children.child2 = { birthDate: '1990-05-05' };
    const error = await rejection(bus.call(createOffer, future));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      { field: 'members.birthDate', message: COMPARISON_MESSAGES.birthDateFuture },
      { field: 'members.children.child2.birthDate', message: COMPARISON_MESSAGES.childTooOld },
    ]);
    const unknown = sampleComparisonRequest();
    unknown.credentials.email = email;
    unknown.credentials.postalCode = '99999';
    expect((await rejection(bus.call(createOffer, unknown))).details).toEqual([
      { field: 'credentials.postalCode', message: 'Code postal inconnu.' },
    ]);
    expect(await count('SELECT count(*) FROM comparisons WHERE email = $1', email)).toBe(0);
  });

  it('names the insurers of the active plans once each, in French order, for the DER', async () => {
    const { insurers } = await bus.call(listPartnerInsurers, {});
    const { rows } = await pool.query(
      `SELECT DISTINCT i.name FROM insurers i JOIN plans p ON p.insurer_id = i.id WHERE p.status = 'active'`,
    );
    expect(insurers).toEqual(rows.map((row) => row.name as string).sort((a, b) => a.localeCompare(b, 'fr')));
    expect(insurers.length).toBeGreaterThanOrEqual(8);
  });

  it('lists business-day slots, none in the past', async () => {
    const reply = await bus.call(listSlots, { days: 5 });
    expect(reply.days).toHaveLength(5);
    for (const day of reply.days) expect(day.date >= parisDate()).toBe(true);
    expect(reply.days[1]?.slots.map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('refuses a missing, past or full slot and books nothing', async () => {
    const { offers } = await compare();
    const offerId = offers[0]!.id;
    expect(await rejection(bus.call(confirmOffer, { offerId }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'dateSlot', message: CONFIRM_MESSAGES.noSlot },
        { field: 'timeSlot', message: CONFIRM_MESSAGES.noSlot },
      ],
    });
    expect(
      await rejection(bus.call(confirmOffer, { offerId, dateSlot: '2025-03-03', timeSlot: '10:00' })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: CONFIRM_MESSAGES.slotPast,
    });
    const tooFar = businessDaysFrom(addDays(parisDate(), 10_001), 1)[0]!;
    expect(
      await rejection(bus.call(confirmOffer, { offerId, dateSlot: tooFar, timeSlot: '10:00' })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: CONFIRM_MESSAGES.tooFar,
    });
    const full = businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1)[0]!;
    await pool.query(
      `INSERT INTO slots (slot_date, slot_time, capacity) VALUES ($1, '11:00', 0)
       ON CONFLICT (slot_date, slot_time) DO UPDATE SET capacity = slots.booked`,
      [full],
    );
    expect(
      await rejection(bus.call(confirmOffer, { offerId, dateSlot: full, timeSlot: '11:00' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: CONFIRM_MESSAGES.slotFull,
    });
    expect(await count('SELECT count(*) FROM bookings WHERE offer_id = $1', offerId)).toBe(0);
    const { rows } = await pool.query('SELECT state FROM offers WHERE id = $1', [offerId]);
    expect(rows[0].state).toBe('proposed');
  });

  it('gives the last seat of a slot to exactly one of two concurrent visitors', async () => {
    const offers = [(await compare()).offers[0]!, (await compare()).offers[0]!];
    const date = farDay();
    await pool.query(
      `INSERT INTO slots (slot_date, slot_time, capacity, booked) VALUES ($1, '15:00', 3, 2)
       ON CONFLICT (slot_date, slot_time) DO UPDATE SET capacity = slots.booked + 1`,
      [date],
    );
    const results = await Promise.allSettled(
      [offers[0]!, offers[1]!].map((o) =>
        bus.call(confirmOffer, { offerId: o.id, dateSlot: date, timeSlot: '15:00' }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'CONFLICT',
      message: CONFIRM_MESSAGES.slotFull,
    });
    expect((won[0] as PromiseFulfilledResult<{ emailQueued: boolean }>).value).toMatchObject({
      state: 'confirmed',
      emailQueued: true,
    });
    const { rows } = await pool.query(
      "SELECT capacity, booked FROM slots WHERE slot_date = $1 AND slot_time = '15:00'",
      [date],
    );
    expect(rows[0].booked).toBe(rows[0].capacity);
  });

  it('holds one live call-back per comparison and per address, and frees the seat of a cancelled offer', async () => {
    printOutputOnFailure();
    const { offers } = await compare();
    const date = farDay();
    await bus.call(confirmOffer, { offerId: offers[0]!.id, dateSlot: date, timeSlot: '09:00' });
    const sameComparison = await rejection(
      bus.call(confirmOffer, { offerId: offers[1]!.id, dateSlot: date, timeSlot: '10:00' }),
    );
    expect(sameComparison).toMatchObject({ code: 'CONFLICT', message: CONFIRM_MESSAGES.alreadyBooked });
    const request = sampleComparisonRequest();
    const { rows: owner } = await pool.query(
      `SELECT c.credentials->>'email' AS email FROM offers o JOIN comparisons c ON c.id = o.comparison_id WHERE o.id = $1`,
      [offers[0]!.id],
    );
    request.credentials.email = String(owner[0].email).toUpperCase();
    const again = (await bus.call(createOffer, request)).offers[0]!.id;
    const sameAddress = await rejection(
      bus.call(confirmOffer, { offerId: again, dateSlot: date, timeSlot: '10:00' }),
    );
    expect(sameAddress).toMatchObject({ code: 'CONFLICT', message: CONFIRM_MESSAGES.alreadyBooked });
    const booked = await pool.query('SELECT count(*) FROM bookings WHERE offer_id = ANY($1)', [
      [offers[1]!.id, again],
    ]);
    expect(Number(booked.rows[0].count)).toBe(0);

    const seats = async () =>
      (await pool.query("SELECT booked FROM slots WHERE slot_date = $1 AND slot_time = '09:00'", [date]))
        .rows[0].booked as number;
    const before = await seats();
    await bus.call(
      adminChangeOfferState,
      { offerId: offers[0]!.id, state: 'cancelled' },
      { actor: { kind: 'admin', id: randomUUID(), role: 'admin' } },
    );
    expect(await seats()).toBe(before - 1);
    // Its seat and the comparison's call-back are free again.
    await bus.call(confirmOffer, { offerId: offers[1]!.id, dateSlot: date, timeSlot: '09:00' });
  });

  it('lets the owner of an address book once a squatter’s unproven booking of it is past its hold; a proven booking keeps holding', async () => {
    printOutputOnFailure();
    const request = sampleComparisonRequest();
    request.credentials.email = `squat-${randomUUID().slice(0, 8)}@example.fr`;
    const book = async () => {
      const offerId = (await bus.call(createOffer, request)).offers[0]!.id;
      return { offerId, booking: bus.call(confirmOffer, { offerId, dateSlot: farDay(), timeSlot: '11:00' }) };
    };
    // Someone books first with the address, never opening its email.
    const squatter = await book();
    await squatter.booking;
    const tooSoon = await book();
    expect(await rejection(tooSoon.booking)).toMatchObject({ message: CONFIRM_MESSAGES.alreadyBooked });
    // Past the hold, the unproven booking no longer blocks the address: its owner books.
    await pool.query(`UPDATE bookings SET created_at = now() - interval '31 minutes' WHERE offer_id = $1`, [
      squatter.offerId,
    ]);
    const owner = await book();
    await owner.booking;
    // The owner opens the emailed link: that booking now blocks the address for good.
    const capability = createCapabilities(parseFieldKey('b'.repeat(64))).issue(owner.offerId, 'email');
    await bus.call(getSubscriptionHousehold, { offerId: owner.offerId, capability });
    await pool.query(`UPDATE bookings SET created_at = now() - interval '2 hours' WHERE offer_id = $1`, [
      owner.offerId,
    ]);
    expect(await rejection((await book()).booking)).toMatchObject({
      message: CONFIRM_MESSAGES.alreadyBooked,
    });
  });

  it('does not attach a subscription to an account that already existed without proof, and says nothing of it', async () => {
    printOutputOnFailure();
    const request = sampleComparisonRequest();
    request.credentials.email = `deja-client-${randomUUID().slice(0, 8)}@example.fr`;
    await bus.call(ensureCustomer, {
      email: request.credentials.email,
      firstName: 'Déjà',
      lastName: 'Client',
    });
    const offerId = (await bus.call(createOffer, request)).offers[0]!.id;
    const { subscriptionToken } = await bus.call(confirmOffer, {
      offerId,
      dateSlot: farDay(),
      timeSlot: '16:00',
    });
    const reply = await bus.call(subscribeOffer, {
      offerId,
      step01: sampleStep01(),
      capability: subscriptionToken,
    });
    expect(reply.state).toBe('awaiting_signature');
    const signed = await bus.call(signSubscription, {
      offerId,
      capability: subscriptionToken,
      code: await lastSignatureCode(pool, offerId),
      consent: true,
    });
    expect(signed.state).toBe('signed');
    expect(reply).not.toHaveProperty('account');
    const { rows } = await pool.query(
      'SELECT o.user_id AS offer_user, s.user_id AS subscription_user FROM offers o JOIN subscriptions s ON s.offer_id = o.id WHERE o.id = $1',
      [offerId],
    );
    expect(rows[0]).toEqual({ offer_user: null, subscription_user: null });
    const theirs = await bus.call(getUserOffers, { userId: fakeUserIdFor(request.credentials.email) });
    expect(theirs.offers.map((o) => o.id)).not.toContain(offerId);
  });

  it('confirms the offer even when its email cannot be queued, and says so', async () => {
    // Failure injection in this test database only: the outbox refuses the email request
    // of this one correlation id (other test files share the database).
    const correlationId = randomUUID();
    await pool.query(`CREATE OR REPLACE FUNCTION offer_test_refuse_email() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.type = 'offer.confirmation-email.requested' AND NEW.correlation_id LIKE 'refuse-email-%' THEN
          RAISE EXCEPTION 'outbox unavailable (test)';
        END IF;
        RETURN NEW;
      END $$`);
    await pool.query(
      'CREATE OR REPLACE TRIGGER offer_test_refuse_email BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION offer_test_refuse_email()',
    );
    const { offers } = await compare();
    const day = businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1)[0]!;
    const reply = await bus.call(
      confirmOffer,
      { offerId: offers[0]!.id, dateSlot: day, timeSlot: '14:00' },
      { correlationId: `refuse-email-${correlationId}` },
    );
    expect(reply).toMatchObject({
      state: 'confirmed',
      emailQueued: false,
      message: CONFIRM_MESSAGES.successNoEmail,
    });
    const { rows } = await pool.query('SELECT state FROM offers WHERE id = $1', [offers[0]!.id]);
    expect(rows[0].state).toBe('confirmed');
  });

  it('subscribes a confirmed offer: wrong NIR key or IBAN refused, then stored encrypted and masked', async () => {
    printOutputOnFailure();
    const email = `offer-it-${randomUUID()}@example.fr`;
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const { offers } = await bus.call(createOffer, request);
    const offerId = offers[0]!.id;
    const [day] = businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1);
    // No capability before the confirmation: refused, as it is without one after it.
    expect((await rejection(bus.call(subscribeOffer, { offerId, step01: sampleStep01() }))).code).toBe(
      'UNAUTHENTICATED',
    );
    const { subscriptionToken: capability } = await bus.call(confirmOffer, {
      offerId,
      dateSlot: day!,
      timeSlot: '17:00',
    });
    const other = (await bus.call(createOffer, request)).offers[0]!.id;
    for (const refused of [undefined, 'p.9999999999.AAAA', capability]) {
      const attempt = { offerId: refused === capability ? other : offerId, step01: sampleStep01() };
      const error = await rejection(bus.call(subscribeOffer, { ...attempt, capability: refused }));
      expect(error.code).toBe('UNAUTHENTICATED');
    }
    expect(await count('SELECT count(*) FROM subscriptions WHERE offer_id = $1', offerId)).toBe(0);

    const badNir = await rejection(
      bus.call(subscribeOffer, {
        offerId,
        step01: sampleStep01({ securiteSociale: '2 85 04 2A 004 123 86' }),
        capability,
      }),
    );
    expect(badNir.details as FieldError[]).toEqual([
      { field: 'step01.securiteSociale', message: SUBSCRIPTION_MESSAGES.securiteSociale },
    ]);
    const badIban = sampleStep01();
    badIban.bankDetails.iban = 'FR76 3000 6000 0112 3456 7890 188';
    expect(
      (await rejection(bus.call(subscribeOffer, { offerId, step01: badIban, capability }))).details,
    ).toEqual([{ field: 'step01.bankDetails.iban', message: SUBSCRIPTION_MESSAGES.iban }]);
    expect(await count('SELECT count(*) FROM subscriptions WHERE offer_id = $1', offerId)).toBe(0);

    // Identity cross-checks against the comparison (a woman born 1985-04): each refused in French.
    const mismatches = [
      [{ securiteSociale: '1 85 04 2A 004 123 40' }, 'step01.securiteSociale', IDENTITY_MESSAGES.nirSex],
      [{ securiteSociale: '2 90 11 2A 004 123 51' }, 'step01.securiteSociale', IDENTITY_MESSAGES.nirBirth],
      [
        { securiteSociale: '2 85 04 99 352 123 97', birthCountry: 'France' },
        'step01.birthCountry',
        IDENTITY_MESSAGES.nirForeignCountry,
      ],
      // A Corsican NIR (2A) with a birth in Lyon (69), from the official commune list.
      [{ birthPlace: 'Lyon' }, 'step01.birthPlace', birthPlaceMessage('Lyon', '2A', new Set(['69']))],
    ] as const;
    for (const [overrides, field, message] of mismatches) {
      const error = await rejection(
        bus.call(subscribeOffer, { offerId, step01: sampleStep01(overrides), capability }),
      );
      expect(error.details, JSON.stringify(overrides)).toEqual([{ field, message }]);
    }
    // The insured partner's own NIR, checked as the subscriber's: a man born in September 1983,
    // here in Ajaccio (2A) with a NIR of Haute-Corse (2B), in Lyon with La Réunion's 974, a
    // woman's number, and 99 with France.
    const partnerMismatches = [
      [
        { birthPlace: 'Ajaccio' },
        'step01.beneficiaries.partner.birthPlace',
        birthPlaceMessage('Ajaccio', '2B', new Set(['2A']), 'partner'),
      ],
      [
        { securiteSociale: '1 83 09 97 411 045 45', birthPlace: 'Lyon' },
        'step01.beneficiaries.partner.birthPlace',
        birthPlaceMessage('Lyon', '974', new Set(['69']), 'partner'),
      ],
      [
        { securiteSociale: '2 83 09 2B 033 045 82' },
        'step01.beneficiaries.partner.securiteSociale',
        IDENTITY_MESSAGES.partnerNirSex,
      ],
      [
        { securiteSociale: '1 83 09 99 135 045 26', birthCountry: 'France' },
        'step01.beneficiaries.partner.birthCountry',
        IDENTITY_MESSAGES.partnerNirForeignCountry,
      ],
    ] as const;
    for (const [overrides, field, message] of partnerMismatches) {
      const step01 = sampleStep01();
      step01.beneficiaries!.partner = { ...step01.beneficiaries!.partner!, ...overrides };
      const error = await rejection(bus.call(subscribeOffer, { offerId, step01, capability }));
      expect(error.details, JSON.stringify(overrides)).toEqual([{ field, message }]);
    }
    // The household named on the comparison's birth dates, read first by the form.
    expect(
      (await rejection(bus.call(getSubscriptionHousehold, { offerId, capability: 'p.9999999999.AAAA' })))
        .code,
    ).toBe('UNAUTHENTICATED');
    expect(await bus.call(getSubscriptionHousehold, { offerId, capability })).toEqual({
      firstName: 'Lætitia',
      lastName: 'Santoni',
      declared: {
        gender: 'femme',
        birthDate: '1985-04-12',
        partnerBirthDate: '1983-09-30',
        partnerGender: 'homme',
        childBirthDates: ['2012-02-01', '2015-07-14', '2019-11-23'],
      },
    });
    const unnamed = sampleStep01({ beneficiaries: { children: sampleStep01().beneficiaries!.children } });
    unnamed.beneficiaries!.children[1]!.attachedTo = 'assure';
    expect(
      (await rejection(bus.call(subscribeOffer, { offerId, step01: unnamed, capability }))).details,
    ).toEqual([
      { field: 'step01.beneficiaries.partner.firstName', message: BENEFICIARY_MESSAGES.partnerFirstName },
    ]);
    const olderChild = sampleStep01();
    olderChild.beneficiaries!.children[0]!.birthDate = '2011-02-01';
    expect(
      (await rejection(bus.call(subscribeOffer, { offerId, step01: olderChild, capability }))).details,
    ).toEqual([
      { field: 'step01.beneficiaries.children.0.birthDate', message: BENEFICIARY_MESSAGES.birthDateDiffers },
    ]);
    const noHolder = sampleStep01();
    noHolder.bankDetails.accountHolder = ' ';
    expect(
      (await rejection(bus.call(subscribeOffer, { offerId, step01: noHolder, capability }))).details,
    ).toEqual([{ field: 'step01.bankDetails.accountHolder', message: IDENTITY_MESSAGES.accountHolder }]);
    expect(await count('SELECT count(*) FROM subscriptions WHERE offer_id = $1', offerId)).toBe(0);

    const reply = await bus.call(subscribeOffer, { offerId, step01: sampleStep01(), capability });
    expect(reply.mandate.debtorName).toBe('Lætitia Santoni');
    // Stored, not yet subscribed: the offer waits for the signature of its file.
    expect((await pool.query('SELECT state FROM offers WHERE id = $1', [offerId])).rows[0].state).toBe(
      'confirmed',
    );
    await bus.call(signSubscription, {
      offerId,
      capability,
      code: await lastSignatureCode(pool, offerId),
      consent: true,
    });
    expect(reply).toMatchObject({
      state: 'awaiting_signature',
      securiteSocialeMasked: '2 85 ** ** *** *** **',
      mandate: {
        ibanMasked: 'FR76 **** **** **** **** ***0 189',
        paymentType: 'Récurrent',
        frequency: 'Mensuel',
      },
    });
    // The reply never says whether an account exists; the new account holds the offer.
    expect(reply).not.toHaveProperty('account');
    expect(reply.mandate.reference).toMatch(/^CS-\d{8}-[A-Z2-9]{10}$/);

    // The same person with another confirmed offer (confirmed in the database: the booking rules
    // would refuse a second call-back) is told a subscription is under way, nothing stored.
    await pool.query(`UPDATE offers SET state = 'confirmed' WHERE id = $1`, [other]);
    const otherCapability = createCapabilities(parseFieldKey('b'.repeat(64))).issue(other, 'email');
    const stacked = await rejection(
      bus.call(subscribeOffer, { offerId: other, step01: sampleStep01(), capability: otherCapability }),
    );
    expect(stacked).toMatchObject({ code: 'CONFLICT', message: IDENTITY_MESSAGES.subscriptionUnderWay });
    expect(await count('SELECT count(*) FROM subscriptions WHERE offer_id = $1', other)).toBe(0);

    const { rows } = await pool.query('SELECT * FROM subscriptions WHERE id = $1', [reply.subscriptionId]);
    expect(JSON.stringify(rows[0])).not.toContain('3000600001');
    expect(JSON.stringify(rows[0])).not.toContain('285042A');
    expect(rows[0].nir_encrypted).toMatch(/^v2:/);
    // The partner's NIR too: encrypted, masked, never in clear (nor in the named household).
    expect(JSON.stringify(rows[0])).not.toContain('183092B');
    expect(rows[0].partner_nir_encrypted).toMatch(/^v2:/);
    expect(rows[0].partner_nir_masked).toBe('1 83 ** ** *** *** **');
    expect(rows[0].beneficiaries[0]).toMatchObject({
      member: 'conjoint',
      birthPlace: 'Bastia',
      birthCountry: 'France',
    });

    const userId = fakeUserIdFor(email);
    const mine = await bus.call(getUserOffers, { userId });
    expect(mine.offers.map((o) => [o.id, o.state])).toEqual([[offerId, 'subscribed']]);
    const detail = await bus.call(getOffer, { offerId, userId });
    expect(detail.history.map((h) => h.state)).toEqual(['proposed', 'confirmed', 'subscribed']);
    // The customer sees everyone insured by name; the public detail names nobody.
    expect(detail.insured).toEqual([
      { member: 'assure', firstName: 'Lætitia', lastName: 'Santoni' },
      { member: 'conjoint', firstName: 'Marc', lastName: 'Santoni' },
      { member: 'child1', firstName: 'Léa', lastName: 'Santoni' },
      { member: 'child2', firstName: 'Paul', lastName: 'Santoni' },
      { member: 'child3', firstName: 'Inès', lastName: 'Santoni' },
    ]);
    expect(rows[0].beneficiaries[2]).toEqual({
      member: 'child2',
      firstName: 'Paul',
      lastName: 'Santoni',
      birthDate: '2015-07-14',
      attachedTo: 'conjoint',
    });
    expect(await bus.call(getOffer, { offerId })).not.toHaveProperty('insured');
    expect((await rejection(bus.call(getOffer, { offerId, userId: randomUUID() }))).code).toBe('NOT_FOUND');
  });

  it('signs the subscription file with the emailed code: wrong and expired codes sign nothing, five wrong lock it; the sealed PDFs verify, match the evidence, and a changed byte fails', async () => {
    printOutputOnFailure();
    // The subscriptions' compliance counts (staff only), before this test's two files.
    const staff = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'sub-admin' } };
    const complianceBefore = await bus.call(getSubscriptionCompliance, {}, staff);
    const stranger = { actor: { kind: 'customer' as const, id: randomUUID() } };
    expect((await rejection(bus.call(getSubscriptionCompliance, {}, stranger))).code).toBe('FORBIDDEN');
    const email = `signature-${randomUUID().slice(0, 8)}@example.fr`;
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const confirm = async (address = email) => {
      const offerId = (
        await bus.call(createOffer, { ...request, credentials: { ...request.credentials, email: address } })
      ).offers[0]!.id;
      const { subscriptionToken } = await bus.call(confirmOffer, {
        offerId,
        dateSlot: farDay(),
        timeSlot: '10:00',
      });
      return { offerId, capability: subscriptionToken };
    };
    const { offerId, capability } = await confirm();
    const step01 = sampleStep01();
    step01.paymentPreferences.frequency = 'Trimestriel';
    const reply = await bus.call(subscribeOffer, { offerId, step01, capability }).catch((error) => {
      throw new Error(JSON.stringify(error.details));
    });
    // The sample has a current mutuelle: ticking it asks the broker to cancel it, so a third mandate.
    expect(reply.signature.documents.map((d) => d.kind)).toEqual([
      'bulletin-adhesion',
      'mandat-sepa',
      'mandat-resiliation',
    ]);
    expect(reply.signature.summary.cancellationOf).toBe('Mutuelle Ancienne');
    expect(reply.signature).toMatchObject({ state: 'pending', attemptsLeft: 5 });
    expect(reply.signature.emailMasked).not.toContain(email.split('@')[0]);
    expect(reply.signature.summary.frequency).toBe('Trimestriel');
    expect(reply.signature.summary.amountPerDebit).toBeGreaterThan(0);
    expect(reply.signature.summary.firstDebitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The mandate to review holds the whole IBAN (the screen shows it masked).
    const mandate = await bus.call(getSignatureDocument, { offerId, capability, kind: 'mandat-sepa' });
    const mandateText = Buffer.from(mandate.pdfBase64, 'base64');
    expect(mandateText.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reply.signature.summary.ibanMasked).toContain('****');

    // Without the capability: nothing.
    expect((await rejection(bus.call(getSignature, { offerId, capability: 'p.1.AAAA' }))).code).toBe(
      'UNAUTHENTICATED',
    );
    // A reload finds the same file.
    expect((await bus.call(getSignature, { offerId, capability })).subscriptionId).toBe(reply.subscriptionId);

    // A wrong code: a French message, nothing signed, one attempt fewer.
    const code = await lastSignatureCode(pool, offerId);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await rejection(
      bus.call(signSubscription, { offerId, capability, code: wrong, consent: true }),
    );
    expect(first).toMatchObject({ code: 'VALIDATION_FAILED', message: SIGNATURE_MESSAGES.wrongCode(4) });
    expect((await pool.query('SELECT state FROM offers WHERE id = $1', [offerId])).rows[0].state).toBe(
      'confirmed',
    );
    // Without consent: refused before the code is even checked.
    expect(
      (await rejection(bus.call(signSubscription, { offerId, capability, code, consent: false }))).message,
    ).toBe(SIGNATURE_MESSAGES.consentRequired);
    // An expired code, even the right one: nothing signed.
    await pool.query(
      `UPDATE subscription_signatures SET code_expires_at = now() - interval '1 second' WHERE offer_id = $1`,
      [offerId],
    );
    expect(
      (await rejection(bus.call(signSubscription, { offerId, capability, code, consent: true }))).message,
    ).toBe(SIGNATURE_MESSAGES.expiredCode);
    // A new code replaces it; the old one no longer works.
    await bus.call(resendSignatureCode, { offerId, capability });
    const fresh = await lastSignatureCode(pool, offerId);
    if (fresh !== code)
      expect(
        (await rejection(bus.call(signSubscription, { offerId, capability, code, consent: true }))).code,
      ).toBe('VALIDATION_FAILED');
    const signedAt = Date.now();
    const signed = await bus.call(signSubscription, {
      offerId,
      capability,
      code: fresh,
      consent: true,
      client: { ip: '203.0.113.7', userAgent: 'Vitest' },
    });
    expect(signed.state).toBe('signed');
    expect((await pool.query('SELECT state FROM offers WHERE id = $1', [offerId])).rows[0].state).toBe(
      'subscribed',
    );
    // Signing again is harmless (a double click): still signed.
    expect(
      (await bus.call(signSubscription, { offerId, capability, code: fresh, consent: true })).state,
    ).toBe('signed');

    // The staff ZIP: each sealed PDF verifies, its hash is the evidence's, a changed byte fails.
    const admin = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'admin' } };
    const zipReply = await bus.call(getSubscriptionFileZip, { offerId }, admin);
    const zip = await JSZip.loadAsync(Buffer.from(zipReply.zipBase64, 'base64'));
    const evidence = JSON.parse(await zip.file('preuve-de-signature.json')!.async('string'));
    expect(evidence).toMatchObject({ ip: '203.0.113.7', userAgent: 'Vitest', signer: { email } });
    expect(evidence.codeEvents.map((e: { event: string }) => e.event)).toEqual([
      'code-sent',
      'code-wrong',
      'code-expired',
      'code-resent',
      ...(fresh !== code ? ['code-wrong'] : []),
      'code-verified',
    ]);
    expect(evidence.consents.at(-1).text).toContain('je les signe électroniquement');
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        'attestation-adhesion.pdf',
        'bulletin-adhesion-signe.pdf',
        'conditions-generales.pdf',
        'ipid.pdf',
        'mandat-resiliation-signe.pdf',
        'mandat-sepa-signe.pdf',
        'preuve-de-signature.json',
      ].sort(),
    );
    for (const document of evidence.documents) {
      const pdf = Buffer.from(await zip.file(document.signedKey.split('/').pop())!.async('uint8array'));
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(document.signedSha256);
      const check = verifySeal(pdf);
      expect(check, document.kind).toMatchObject({ valid: true });
      if (check.valid) expect(Math.abs(Date.parse(check.signedAt ?? '') - signedAt)).toBeLessThan(60_000);
      const changed = Buffer.from(pdf);
      const at = changed.indexOf('/Title');
      changed[at + 1] = 'X'.charCodeAt(0);
      expect(verifySeal(changed).valid).toBe(false);
    }

    // The customer's documents, once signed, for their own offer only.
    const userId = fakeUserIdFor(email);
    const customer = { actor: { kind: 'customer' as const, id: userId } };
    const listed = await bus.call(listCustomerDocuments, { offerId }, customer);
    expect(listed.documents.map((d) => d.kind)).toEqual([
      'bulletin-adhesion',
      'mandat-sepa',
      'mandat-resiliation',
      'attestation-adhesion',
      'ipid',
      'conditions-generales',
    ]);
    const certificate = await bus.call(
      getCustomerDocument,
      { offerId, kind: 'attestation-adhesion' },
      customer,
    );
    expect(certificate.fileName).toBe('attestation-adhesion.pdf');
    expect(
      (
        await rejection(
          bus.call(listCustomerDocuments, { offerId }, { actor: { kind: 'customer', id: randomUUID() } }),
        )
      ).code,
    ).toBe('NOT_FOUND');

    // Five wrong codes lock another file, with what to do; even the right code then signs nothing.
    const other = await confirm(`verrou-${randomUUID().slice(0, 8)}@example.fr`);
    await bus.call(subscribeOffer, {
      offerId: other.offerId,
      step01: sampleStep01(),
      capability: other.capability,
    });
    const right = await lastSignatureCode(pool, other.offerId);
    const bad = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++)
      await rejection(bus.call(signSubscription, { ...other, code: bad, consent: true }));
    const locked = await rejection(bus.call(signSubscription, { ...other, code: bad, consent: true }));
    expect(locked.code).toBe('CONFLICT');
    expect(locked.message).toContain('la signature de ce dossier est bloquée');
    expect(
      (await rejection(bus.call(signSubscription, { ...other, code: right, consent: true }))).message,
    ).toBe(locked.message);
    expect((await bus.call(getSignature, other)).state).toBe('locked');
    expect((await pool.query('SELECT state FROM offers WHERE id = $1', [other.offerId])).rows[0].state).toBe(
      'confirmed',
    );

    // One file signed (its membership form acknowledges the DER; three PDFs sealed, three given), one locked.
    const complianceAfter = await bus.call(getSubscriptionCompliance, {}, staff);
    expect(complianceAfter).toEqual({
      ...complianceBefore,
      subscriptions: complianceBefore.subscriptions + 2,
      signedFiles: complianceBefore.signedFiles + 1,
      derAcknowledged: complianceBefore.derAcknowledged + 1,
      sealedDocuments: complianceBefore.sealedDocuments + 3,
      givenDocuments: complianceBefore.givenDocuments + 3,
      locked: complianceBefore.locked + 1,
    });
  });

  it('gives the general conditions an Admin uploaded for the plan, the generated sample before; refuses a non-PDF and a Sub-admin', async () => {
    printOutputOnFailure();
    const request = sampleComparisonRequest();
    request.credentials.email = `conditions-${randomUUID().slice(0, 8)}@example.fr`;
    const offerId = (await bus.call(createOffer, request)).offers[0]!.id;
    const { subscriptionToken: capability } = await bus.call(confirmOffer, {
      offerId,
      dateSlot: farDay(),
      timeSlot: '10:00',
    });
    await bus.call(subscribeOffer, { offerId, step01: sampleStep01(), capability });
    const { rows } = await pool.query(
      `SELECT pv.plan_id FROM offers o JOIN formulas f ON f.id = o.formula_id
       JOIN plan_versions pv ON pv.id = f.plan_version_id WHERE o.id = $1`,
      [offerId],
    );
    const planId = rows[0].plan_id as string;
    await pool.query('DELETE FROM plan_general_conditions WHERE plan_id = $1', [planId]);
    const admin = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'admin' } };
    const subAdmin = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'sub-admin' } };
    try {
      expect(await bus.call(adminGetGeneralConditions, { planId }, admin)).toMatchObject({
        source: 'sample',
        uploadedAt: null,
      });
      const sample = await bus.call(getSignatureDocument, {
        offerId,
        capability,
        kind: 'conditions-generales',
      });
      const sampleText = Buffer.from(sample.pdfBase64, 'base64');
      expect(sampleText.subarray(0, 5).toString()).toBe('%PDF-');

      const uploaded = await PDFDocument.create();
      uploaded.setTitle('Conditions générales de l’assureur');
      uploaded.addPage();
      const bytes = Buffer.from(await uploaded.save());
      const pdfBase64 = bytes.toString('base64');
      expect(
        (
          await rejection(
            bus.call(adminUploadGeneralConditions, { planId, fileName: 'cg.pdf', pdfBase64 }, subAdmin),
          )
        ).code,
      ).toBe('FORBIDDEN');
      const notPdf = await rejection(
        bus.call(
          adminUploadGeneralConditions,
          { planId, fileName: 'cg.txt', pdfBase64: Buffer.from('pas un PDF').toString('base64') },
          admin,
        ),
      );
      expect(notPdf.message).toBe(GENERAL_CONDITIONS_MESSAGES.notPdf);
      const saved = await bus.call(
        adminUploadGeneralConditions,
        { planId, fileName: 'CG Santé 2027.pdf', pdfBase64 },
        admin,
      );
      expect(saved).toMatchObject({
        source: 'uploaded',
        fileName: 'CG Santé 2027.pdf',
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      // The file to review gives the uploaded PDF, byte for byte.
      const given = await bus.call(getSignatureDocument, {
        offerId,
        capability,
        kind: 'conditions-generales',
      });
      expect(Buffer.from(given.pdfBase64, 'base64').equals(bytes)).toBe(true);
      const audit = await pool.query(
        `SELECT action FROM audit_log WHERE entity = 'plan' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
        [planId],
      );
      expect(audit.rows[0].action).toBe('upload-general-conditions');
    } finally {
      await pool.query('DELETE FROM plan_general_conditions WHERE plan_id = $1', [planId]);
    }
  });

  it('attaches a subscription stored unattached once the owner of its address proves it (auth.customer-email.proven)', async () => {
    printOutputOnFailure();
    // Two people subscribe signed out with addresses that already had accounts (stored
    // unattached, as subscribe-offer does without the emailed link or a sign-in).
    const subscribeUnattached = async () => {
      const request = sampleComparisonRequest();
      request.credentials.email = `rattache-${randomUUID().slice(0, 8)}@example.fr`;
      const { offers } = await bus.call(createOffer, request);
      const offerId = offers[0]!.id;
      const { subscriptionToken } = await bus.call(confirmOffer, {
        offerId,
        dateSlot: farDay(),
        timeSlot: '11:00',
      });
      await bus.call(subscribeOffer, { offerId, step01: sampleStep01(), capability: subscriptionToken });
      await bus.call(signSubscription, {
        offerId,
        capability: subscriptionToken,
        code: await lastSignatureCode(pool, offerId),
        consent: true,
      });
      await pool.query('UPDATE subscriptions SET user_id = NULL WHERE offer_id = $1', [offerId]);
      await pool.query('UPDATE offers SET user_id = NULL WHERE id = $1', [offerId]);
      return { offerId, email: request.credentials.email };
    };
    const mine = await subscribeUnattached();
    const someoneElse = await subscribeUnattached();
    const owner = randomUUID();
    expect((await bus.call(getUserOffers, { userId: owner })).offers).toEqual([]);

    const envelope = {
      messageId: randomUUID(),
      type: 'auth.customer-email.proven',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: `attach-${owner}`,
      // The address as the account has it (case differs from the comparison's).
      data: { customerId: owner, email: mine.email.toUpperCase(), proof: 'signed-in' },
    };
    await bus.publish(envelope);
    const attached = await eventually(async () => {
      const { offers } = await bus.call(getUserOffers, { userId: owner });
      return offers.length > 0 ? offers : undefined;
    }, 'the unattached subscription to be attached');
    expect(attached.map((o) => [o.id, o.state])).toEqual([[mine.offerId, 'subscribed']]);
    const { rows } = await pool.query(
      'SELECT offer_id, user_id FROM subscriptions WHERE offer_id = ANY($1) ORDER BY offer_id',
      [[mine.offerId, someoneElse.offerId]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.offer_id, r.user_id]))).toEqual({
      [mine.offerId]: owner,
      [someoneElse.offerId]: null,
    });
    expect((await bus.call(getOffer, { offerId: mine.offerId, userId: owner })).id).toBe(mine.offerId);

    // Another account proving the same address later takes nothing: the offer keeps its owner.
    const latecomer = randomUUID();
    await bus.publish({
      ...envelope,
      messageId: randomUUID(),
      data: { customerId: latecomer, email: mine.email, proof: 'email-verified' },
    });
    await bus.publish({
      ...envelope,
      messageId: randomUUID(),
      data: { customerId: latecomer, email: someoneElse.email, proof: 'email-verified' },
    });
    await eventually(async () => {
      const { offers } = await bus.call(getUserOffers, { userId: latecomer });
      return offers.length > 0 ? offers : undefined;
    }, 'the second event to be handled');
    expect((await bus.call(getUserOffers, { userId: latecomer })).offers.map((o) => o.id)).toEqual([
      someoneElse.offerId,
    ]);
    expect((await bus.call(getUserOffers, { userId: owner })).offers.map((o) => o.id)).toEqual([
      mine.offerId,
    ]);
  });

  it('keeps an offer’s price, plan name and guarantees after its plan is renamed and gets a new tariff version', async () => {
    printOutputOnFailure();
    const database = createDatabase<OfferDatabase>(DATABASE_URL, createLogger('offer-test-db', 'silent'), 2);
    const code = `it-${randomUUID().slice(0, 8)}`;
    const template = SEED_PLANS[0]!;
    const withBase = (base: number) =>
      template.formulas.map((f) => ({ ...f, tariff: { ...f.tariff, basePrice: base } }));
    try {
      await database.db.transaction().execute(async (trx) => {
        const insurer = await trx
          .selectFrom('insurers')
          .select('id')
          .where('code', '=', 'azurea')
          .executeTakeFirstOrThrow();
        const plan = await trx
          .insertInto('plans')
          .values({ insurer_id: insurer.id, code, name: `Plan de test ${code}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertPlanVersion(trx, plan.id, {
          yearlyDiscountPercent: 0,
          formulas: withBase(50),
          createdBy: 'test',
        });
      });
      const priceOf = async () => (await compare()).offers.find((o) => o.plan.code === code);
      const before = await eventually(priceOf, 'the new plan to be priced');
      expect(before.tariffVersion).toBe(1);

      await database.db.transaction().execute(async (trx) => {
        const plan = await trx
          .selectFrom('plans')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow();
        // As an administrator's edit does: rename the plan, then write its new version.
        await trx
          .updateTable('plans')
          .set({ name: `Plan renommé ${code}` })
          .where('id', '=', plan.id)
          .execute();
        await insertPlanVersion(trx, plan.id, {
          yearlyDiscountPercent: 0,
          formulas: withBase(100),
          createdBy: 'test',
        });
      });
      const after = await eventually(async () => {
        const offer = await priceOf();
        return offer && offer.tariffVersion === 2 ? offer : undefined;
      }, 'the second version to be priced');
      expect(after.monthlyPrice).toBeGreaterThan(before.monthlyPrice);

      const kept = await bus.call(getOffer, { offerId: before.id });
      expect(after.plan.name).toBe(`Plan renommé ${code}`);
      expect(kept).toMatchObject({
        monthlyPrice: before.monthlyPrice,
        yearlyPrice: before.yearlyPrice,
        tariffVersion: 1,
        plan: { name: `Plan de test ${code}` },
        formula: before.formula,
        cover: before.cover,
        waitingPeriods: before.waitingPeriods,
      });
      expect(kept.guarantees.length).toBeGreaterThan(0);
      await expect(
        sql`UPDATE formulas SET name = 'x' WHERE id = ${before.formula.id}`.execute(database.db),
      ).rejects.toThrow(/immutable/);
    } finally {
      await database.db.updateTable('plans').set({ status: 'retired' }).where('code', '=', code).execute();
      await database.close();
    }
  });
});
