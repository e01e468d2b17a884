import { randomUUID } from 'node:crypto';
import { adminChangeOfferState } from '@courtage/contracts/offer/admin-change-offer-state.rpc';
import { adminCreatePlan } from '@courtage/contracts/offer/admin-create-plan.rpc';
import { adminListPlans } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { adminPreviewPrice } from '@courtage/contracts/offer/admin-preview-price.rpc';
import { adminSetPlanStatus } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
import { adminUpdatePlan } from '@courtage/contracts/offer/admin-update-plan.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SEED_PLANS } from '../src/seed/seed-catalog.ts';
import { AMQP_URL, ensureVhostAndDatabase, offerEnv } from './support/test-env.ts';

const MAIN = 'services/offer/src/main.ts';
const staff = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'admin' } };

function seedContent(): PlanContent {
  const plan = SEED_PLANS[0]!;
  return structuredClone({ name: 'Formule de test', yearlyDiscountPercent: 4, formulas: plan.formulas });
}

describe('offer service: insurance plans administration', () => {
  let service: ServiceProcess;
  let bus: Bus;

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    service = await startServiceProcess(MAIN, offerEnv());
    bus = await createBus({ url: AMQP_URL, name: 'offer-admin-test', logger: createLogger('t', 'silent') });
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    if (service) expect(await service.stop()).toBe(0);
  });

  it('refuses anyone but staff', async () => {
    expect((await rejection(bus.call(adminListPlans, {}))).code).toBe('FORBIDDEN');
    expect(
      (await rejection(bus.call(adminListPlans, {}, { actor: { kind: 'customer', id: randomUUID() } }))).code,
    ).toBe('FORBIDDEN');
  });

  it('lets a Sub-admin read the plans but not create, version or retire one (Admin only)', async () => {
    onTestFailed(() => console.error(service.output()));
    const subAdmin = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'sub-admin' } };
    const refused = { code: 'FORBIDDEN', message: 'Seul un administrateur peut faire cela.' };
    const { plans } = await bus.call(adminListPlans, {}, subAdmin);
    const plan = plans[0]!;
    const code = `t-${randomUUID().slice(0, 8)}`;
    const content = seedContent();
    expect(
      await rejection(bus.call(adminCreatePlan, { insurerCode: 'azurea', code, content }, subAdmin)),
    ).toMatchObject(refused);
    expect(await rejection(bus.call(adminUpdatePlan, { planId: plan.id, content }, subAdmin))).toMatchObject(
      refused,
    );
    expect(
      await rejection(bus.call(adminSetPlanStatus, { planId: plan.id, status: 'retired' }, subAdmin)),
    ).toMatchObject(refused);
    const after = (await bus.call(adminListPlans, {}, staff)).plans;
    expect(after.some((p) => p.code === code)).toBe(false);
    expect(after.find((p) => p.id === plan.id)).toMatchObject({ version: plan.version, status: plan.status });
  });

  it('refuses a negative price and an age gap in French, and creates nothing', async () => {
    onTestFailed(() => console.error(service.output()));
    const code = `t-${randomUUID().slice(0, 8)}`;
    const content = seedContent();
    content.formulas[0]!.tariff.basePrice = -5;
    content.formulas[1]!.tariff.ageBands = content.formulas[1]!.tariff.ageBands.slice(1);
    const error = await rejection(bus.call(adminCreatePlan, { insurerCode: 'azurea', code, content }, staff));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      {
        field: 'content.formulas.0.tariff.basePrice',
        message: 'Le prix de base doit être un nombre positif.',
      },
      {
        field: 'content.formulas.1.tariff.ageBands',
        message: 'Les tranches d’âge doivent couvrir sans trou ni chevauchement les âges de 0 à 110 ans.',
      },
    ]);
    // By code: a parallel test file may create its own plan meanwhile.
    expect((await bus.call(adminListPlans, {}, staff)).plans.some((p) => p.code === code)).toBe(false);
  });

  // The same plan and the same verdict as the plan editor's (sites/web plan-draft.test.ts): this
  // test process does not load the plan forms, so the bus client lets the request through and the
  // verdict is the offer service's own.
  it('refuses an age-band factor of 0 and a duplicate guarantee code, like the plan editor', async () => {
    const code = `t-${randomUUID().slice(0, 8)}`;
    const content = seedContent();
    // A new list: the seed's formulas share their age bands.
    const bands = content.formulas[0]!.tariff.ageBands;
    content.formulas[0]!.tariff.ageBands = bands.map((band, i) => (i === 0 ? { ...band, factor: 0 } : band));
    content.formulas[0]!.guarantees[1]!.code = content.formulas[0]!.guarantees[0]!.code;
    const error = await rejection(bus.call(adminCreatePlan, { insurerCode: 'azurea', code, content }, staff));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      {
        field: 'content.formulas.0.tariff.ageBands',
        message: 'Chaque coefficient doit être un nombre positif.',
      },
      {
        field: 'content.formulas.0.guarantees.1.code',
        message: 'Deux garanties d’une formule ne peuvent pas avoir le même code.',
      },
    ]);
  });

  it('creates, previews, versions and retires a plan; the comparator follows', async () => {
    const code = `t-${randomUUID().slice(0, 8)}`;
    const created = await bus.call(
      adminCreatePlan,
      { insurerCode: 'boreal', code, content: seedContent() },
      staff,
    );
    expect(created).toMatchObject({ code, status: 'active', version: 1, insurer: { code: 'boreal' } });

    const preview = await bus.call(
      adminPreviewPrice,
      {
        content: seedContent(),
        household: {
          socialRegime: 'general',
          adultAges: [40],
          childAges: [],
          departement: '75',
          wanted: {
            medicalCare: 'Fort',
            dental: 'Fort',
            visual: 'Fort',
            hearing: 'Fort',
            hospitalization: 'Fort',
          },
        },
      },
      staff,
    );
    // The reference model: 85 x 1.0 x 1.20 = 102.00 a month; 4 % off when paid yearly.
    expect(preview.chosenFormulaCode).toBe('fort');
    expect(preview.formulas.find((f) => f.code === 'fort')).toMatchObject({
      monthlyPrice: 102,
      yearlyPrice: 1175.04,
    });

    const content = seedContent();
    content.name = 'Formule de test, version 2';
    const updated = await bus.call(adminUpdatePlan, { planId: created.id, content }, staff);
    expect(updated).toMatchObject({ version: 2, name: 'Formule de test, version 2' });

    const retired = await bus.call(adminSetPlanStatus, { planId: created.id, status: 'retired' }, staff);
    expect(retired.status).toBe('retired');
    // Another replica (a parallel test file's process on this vhost) sees it at its next
    // catalog refresh (OFFER_CATALOG_REFRESH_MS, 1 s here).
    await eventually(async () => {
      const { offers } = await bus.call(createOffer, sampleComparisonRequest());
      return offers.some((o) => o.plan.code === code) ? undefined : true;
    }, 'the retired plan to leave the comparator');
  });

  it('keeps whom a plan is for with its version, and the comparator lists it only to them', async () => {
    onTestFailed(() => console.error(service.output()));
    const { plans } = await bus.call(adminListPlans, {}, staff);
    // The seed's rules, on versions written before rules existed too (filled once at start).
    expect(plans.find((p) => p.code === 'ponant-senior')?.eligibility.minAge).toBe(60);
    expect(plans.find((p) => p.code === 'horizon-tns')?.eligibility.activities).toEqual(['tns']);

    const code = `t-${randomUUID().slice(0, 8)}`;
    const content = seedContent();
    content.eligibility = {
      minAge: 18,
      maxAge: 110,
      activities: ['tns'],
      socialRegimes: ['tns'],
      householdStatuses: ['Seul(e)'],
    };
    const inverted = await rejection(
      bus.call(
        adminCreatePlan,
        {
          insurerCode: 'boreal',
          code,
          content: { ...content, eligibility: { ...content.eligibility, minAge: 80, maxAge: 30 } },
        },
        staff,
      ),
    );
    expect(inverted.details).toEqual([
      { field: 'content.eligibility.maxAge', message: 'L’âge minimum ne peut pas dépasser l’âge maximum.' },
    ]);
    const created = await bus.call(adminCreatePlan, { insurerCode: 'boreal', code, content }, staff);
    expect(created.eligibility.activities).toEqual(['tns']);
    // A new version sent without rules keeps the current ones.
    const { eligibility: _dropped, ...withoutRules } = content;
    const updated = await bus.call(adminUpdatePlan, { planId: created.id, content: withoutRules }, staff);
    expect(updated).toMatchObject({ version: 2, eligibility: { activities: ['tns'] } });

    const employee = sampleComparisonRequest();
    const { partnerGender: _g, partnerBirthDate: _b, ...single } = employee.members;
    const selfEmployed = sampleComparisonRequest({
      members: {
        ...single,
        status: 'Seul(e)',
        hasPartner: false,
        activity: 'tns',
        socialRegime: 'tns',
        childs: 0,
        children: {},
      },
    });
    await eventually(async () => {
      const { offers } = await bus.call(createOffer, selfEmployed);
      return offers.some((o) => o.plan.code === code) ? true : undefined;
    }, 'the new plan offered to a self-employed person');
    const { offers } = await bus.call(createOffer, employee);
    expect(offers.map((o) => o.plan.code)).not.toContain(code);
    expect(offers.map((o) => o.plan.code)).not.toContain('horizon-tns');
    expect(offers.map((o) => o.rank)).toEqual(offers.map((_, i) => i + 1));
    await bus.call(adminSetPlanStatus, { planId: created.id, status: 'retired' }, staff);
  });

  it('moves an offer through the back-office states, and no further', async () => {
    const { offers } = await bus.call(createOffer, sampleComparisonRequest());
    const offerId = offers[0]!.id;
    expect((await rejection(bus.call(adminChangeOfferState, { offerId, state: 'signed' }, staff))).code).toBe(
      'CONFLICT',
    );
    expect(await bus.call(adminChangeOfferState, { offerId, state: 'cancelled' }, staff)).toEqual({
      offerId,
      state: 'cancelled',
    });
  });
});
