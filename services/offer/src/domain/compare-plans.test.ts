import { isEligible } from '@courtage/contracts/offer/eligibility';
import { WARRANTY_CATEGORIES, type WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import { describe, expect, it } from 'vitest';
import { catalogPlans } from '../seed/catalog-plans.ts';
import { SEED_PLANS } from '../seed/seed-catalog.ts';
import { comparePlans, type WantedLevels, yearlyCents } from './compare-plans.ts';
import type { Household } from './household.ts';

const plans = catalogPlans(SEED_PLANS);
const all = (level: WarrantyLevel) =>
  Object.fromEntries(WARRANTY_CATEGORIES.map((c) => [c, level])) as WantedLevels;
const single = (age: number, regime: Household['regime'] = 'general'): Household => ({
  regime,
  adults: [{ member: 'assure', age }],
  children: [],
});

describe('comparePlans on the seed catalog', () => {
  it('gives one offer per plan, those meeting every level first, each group by price', () => {
    const offers = comparePlans(plans, single(40), all('Fort'), '75');
    expect(offers).toHaveLength(12);
    const firstMiss = offers.findIndex((o) => !o.meetsAllLevels);
    expect(firstMiss).toBeGreaterThan(0);
    expect(offers.slice(firstMiss).every((o) => !o.meetsAllLevels)).toBe(true);
    const met = offers.slice(0, firstMiss).map((o) => o.monthlyCents);
    expect(met).toEqual([...met].sort((a, b) => a - b));
  });

  it('picks the cheapest formula meeting every level: the reference plan gives Renfort at 102.00 in Paris', () => {
    const offer = comparePlans(plans, single(40), all('Fort'), '75').find(
      (o) => o.plan.code === 'azur-reference',
    );
    expect(offer?.formula.code).toBe('fort');
    expect(offer?.monthlyCents).toBe(10200);
    expect(offer?.yearlyCents).toBe(122400);
  });

  it('flags the closest formula with what falls short when no formula meets the levels', () => {
    const offer = comparePlans(plans, single(40), all('Fort'), '75').find(
      (o) => o.plan.code === 'hexa-essentielle',
    );
    expect(offer?.formula.code).toBe('moyen');
    expect(offer?.meetsAllLevels).toBe(false);
    expect(offer?.cover.filter((c) => !c.meets).map((c) => c.category)).toEqual([...WARRANTY_CATEGORIES]);
    expect(offer?.cover[0]).toEqual({
      category: 'medicalCare',
      wanted: 'Fort',
      covered: 'Moyen',
      meets: false,
    });
  });

  it('takes a mixed formula when it is the cheapest one meeting the levels', () => {
    const wanted: WantedLevels = { ...all('Minimum'), dental: 'Fort', visual: 'Fort' };
    const offer = comparePlans(plans, single(40), wanted, '29').find((o) => o.plan.code === 'ponant-famille');
    expect(offer?.formula.code).toBe('famille-plus');
  });

  it('applies the yearly discount', () => {
    expect(yearlyCents(10000, 5)).toBe(114000);
    expect(yearlyCents(3850, 0)).toBe(46200);
  });

  it('changes the ranking with age, place and household', () => {
    const top = (household: Household, departement: string) =>
      comparePlans(plans, household, all('Moyen'), departement)[0]?.plan.code;
    const young = top(single(22, 'etudiant'), '75');
    const senior = top(single(78), '75');
    const metz = top(single(70, 'alsace-moselle'), '57');
    const family: Household = {
      regime: 'general',
      adults: [
        { member: 'assure', age: 38 },
        { member: 'conjoint', age: 38 },
      ],
      children: [12, 9, 5].map((age, i) => ({ member: `child${i + 1}`, age })),
    };
    const familyTop = top(family, '2A');
    expect(new Set([young, senior, metz, familyTop]).size).toBeGreaterThanOrEqual(3);
  });
});

describe('options per post (modular plans)', () => {
  const retiredCouple: Household = {
    regime: 'general',
    adults: [
      { member: 'assure', age: 69 },
      { member: 'conjoint', age: 71 },
    ],
    children: [],
  };
  const hospitalOnly = { ...all('Minimum'), hospitalization: 'Maximum' } as WantedLevels;
  const eligible = (plan: (typeof plans)[number]) =>
    isEligible(plan.eligibility, {
      age: 69,
      activity: 'retraite',
      socialRegime: 'general',
      status: 'Un couple',
    });

  it('adds the hospital option to the entry formula instead of the top formula everywhere', () => {
    const offers = comparePlans(plans.filter(eligible), retiredCouple, hospitalOnly, '13');
    const senior = offers.find((o) => o.plan.code === 'ponant-senior');
    expect(senior?.formula.code).toBe('minimum');
    expect(senior?.options.map((o) => o.code)).toEqual(['renfort-hospi']);
    expect(senior?.meetsAllLevels).toBe(true);
    expect(senior?.cover.find((c) => c.category === 'hospitalization')?.covered).toBe('Maximum');
    // The option's lines are the offer's: 300 % BR and the plan's 100 EUR room.
    expect(senior?.guarantees.find((g) => g.code === 'hospital-fees')?.value).toBe(300);
    expect(senior?.guarantees.find((g) => g.code === 'private-room')?.value).toBe(100);
    // Cheaper than the plan's top formula for the same household.
    const top = comparePlans(
      [{ ...plans.find((p) => p.code === 'ponant-senior')!, options: [] }],
      retiredCouple,
      hospitalOnly,
      '13',
    )[0]!;
    expect(top.formula.code).toBe('maximum');
    expect(senior!.monthlyCents).toBeLessThan(top.monthlyCents);
  });

  it('finds a plan meeting Maximum for hospital under 200 EUR a month for a retired couple in Marseille', () => {
    const offers = comparePlans(plans.filter(eligible), retiredCouple, hospitalOnly, '13');
    const under200 = offers.filter((o) => o.meetsAllLevels && o.monthlyCents < 20000);
    expect(under200.length).toBeGreaterThanOrEqual(1);
    expect(offers[0]!.monthlyCents).toBeLessThan(20000);
  });

  it('adds no option where the formula already meets the post', () => {
    const offers = comparePlans(plans, single(40), all('Minimum'), '75');
    expect(offers.every((o) => o.options.length === 0)).toBe(true);
  });
});
