import {
  SOCIAL_REGIMES,
  WARRANTY_CATEGORIES,
  WARRANTY_LEVELS,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import { describe, expect, it } from 'vitest';
import { catalogPlans } from '../seed/catalog-plans.ts';
import { SEED_PLANS } from '../seed/seed-catalog.ts';
import { bestOfferOfPlan, type WantedLevels } from './compare-plans.ts';
import type { Household } from './household.ts';
import { priceFormula } from './price-formula.ts';
import { seededRandom } from './random.ts';

// Properties of the engine on the seed catalog, over households drawn by a seeded
// generator (the same 300 cases on every run; a failure prints its case).
const plans = catalogPlans(SEED_PLANS);
const DEPARTEMENTS = ['01', '13', '2A', '2B', '29', '33', '44', '57', '67', '69', '75', '92', '974'];
const RUNS = 300;

function randomCase(seed: number) {
  const rnd = seededRandom(seed);
  const adults = [{ member: 'assure', age: rnd.int(18, 100) }];
  if (rnd.next() < 0.5) adults.push({ member: 'conjoint', age: rnd.int(18, 100) });
  const children = Array.from({ length: rnd.int(0, 5) }, (_, i) => ({
    member: `child${i + 1}`,
    age: rnd.int(0, 25),
  }));
  children.sort((a, b) => b.age - a.age);
  const household: Household = { regime: rnd.pick(SOCIAL_REGIMES), adults, children };
  const wanted = Object.fromEntries(
    WARRANTY_CATEGORIES.map((c) => [c, rnd.pick(WARRANTY_LEVELS)]),
  ) as WantedLevels;
  return { rnd, household, wanted, departement: rnd.pick(DEPARTEMENTS), plan: rnd.pick(plans) };
}

describe('pricing properties', () => {
  it('a higher wanted level never costs less (when both are met)', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { rnd, household, wanted, departement, plan } = randomCase(seed);
      const category = rnd.pick(WARRANTY_CATEGORIES);
      const rank = WARRANTY_LEVELS.indexOf(wanted[category]);
      if (rank === WARRANTY_LEVELS.length - 1) continue;
      const higher = { ...wanted, [category]: WARRANTY_LEVELS[rank + 1] as WarrantyLevel };
      const low = bestOfferOfPlan(plan, household, wanted, departement);
      const high = bestOfferOfPlan(plan, household, higher, departement);
      if (low?.meetsAllLevels && high?.meetsAllLevels) {
        expect(high.monthlyCents, `seed ${seed}`).toBeGreaterThanOrEqual(low.monthlyCents);
      }
    }
  });

  it('an older adult never costs less', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { household, departement, plan } = randomCase(seed);
      const older: Household = {
        ...household,
        adults: household.adults.map((a, i) => (i === 0 ? { ...a, age: Math.min(110, a.age + 1) } : a)),
      };
      for (const formula of plan.formulas) {
        expect(
          priceFormula(formula.tariff, older, departement).monthlyCents,
          `seed ${seed}`,
        ).toBeGreaterThanOrEqual(priceFormula(formula.tariff, household, departement).monthlyCents);
      }
    }
  });

  it('adding a child never lowers the price', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { rnd, household, departement, plan } = randomCase(seed);
      const child = { member: 'child9', age: rnd.int(0, 25) };
      const more: Household = {
        ...household,
        children: [...household.children, child].sort((a, b) => b.age - a.age),
      };
      for (const formula of plan.formulas) {
        expect(
          priceFormula(formula.tariff, more, departement).monthlyCents,
          `seed ${seed}`,
        ).toBeGreaterThanOrEqual(priceFormula(formula.tariff, household, departement).monthlyCents);
      }
    }
  });

  it('the third child is free wherever the plan says so', () => {
    const freeThird = plans.filter((p) => p.formulas.some((f) => f.tariff.childRule !== 'all-pay'));
    expect(freeThird.length).toBeGreaterThanOrEqual(3);
    for (let seed = 1; seed <= RUNS; seed++) {
      const { rnd, household, departement } = randomCase(seed);
      const plan = rnd.pick(freeThird);
      const two: Household = {
        ...household,
        children: [
          { member: 'child1', age: 12 },
          { member: 'child2', age: 9 },
        ],
      };
      const three: Household = {
        ...two,
        children: [...two.children, { member: 'child3', age: rnd.int(0, 8) }],
      };
      for (const formula of plan.formulas) {
        expect(priceFormula(formula.tariff, three, departement).monthlyCents, `seed ${seed}`).toBe(
          priceFormula(formula.tariff, two, departement).monthlyCents,
        );
      }
    }
  });
});
