import type { Cover } from '@courtage/contracts/offer/offer';
import {
  levelRank,
  WARRANTY_CATEGORIES,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import type { Formula, Plan } from './catalog.ts';
import { coverLevels } from './cover-levels.ts';
import type { Household } from './household.ts';
import { type PriceLine, priceFormula } from './price-formula.ts';

export type WantedLevels = Record<WarrantyCategory, WarrantyLevel>;

/** The offer of one plan: its best formula for the household and the levels asked for. */
export type PlanOffer = {
  plan: Plan;
  formula: Formula;
  monthlyCents: number;
  yearlyCents: number;
  lines: PriceLine[];
  cover: Cover[];
  meetsAllLevels: boolean;
  /** Sum over categories of the levels missing (0 when every level is met). */
  shortfall: number;
};

/** Yearly price: 12 monthly payments, less the plan's discount for paying yearly. */
export function yearlyCents(monthlyCents: number, discountPercent: number): number {
  return Math.round(monthlyCents * 12 * (1 - discountPercent / 100));
}

// A formula's levels depend on its guarantees alone, which the catalog never changes in place
// (a new tariff version is a new formula object): computed once per formula, not per comparison.
const levelsOfFormula = new WeakMap<Formula, Record<WarrantyCategory, WarrantyLevel>>();

function levelsOf(formula: Formula): Record<WarrantyCategory, WarrantyLevel> {
  let levels = levelsOfFormula.get(formula);
  if (!levels) {
    levels = coverLevels(formula.guarantees);
    levelsOfFormula.set(formula, levels);
  }
  return levels;
}

function coverOf(formula: Formula, wanted: WantedLevels): { cover: Cover[]; shortfall: number } {
  const levels = levelsOf(formula);
  let shortfall = 0;
  const cover = WARRANTY_CATEGORIES.map((category) => {
    const gap = levelRank(wanted[category]) - levelRank(levels[category]);
    if (gap > 0) shortfall += gap;
    return { category, wanted: wanted[category], covered: levels[category], meets: gap <= 0 };
  });
  return { cover, shortfall };
}

/**
 * For one plan, the cheapest formula meeting every wanted level; when none does, the
 * closest one (smallest total shortfall, then cheapest), flagged by `meetsAllLevels: false`.
 */
export function bestOfferOfPlan(
  plan: Plan,
  household: Household,
  wanted: WantedLevels,
  departement: string,
): PlanOffer | null {
  let best: PlanOffer | null = null;
  for (const formula of plan.formulas) {
    const { cover, shortfall } = coverOf(formula, wanted);
    const { monthlyCents, lines } = priceFormula(formula.tariff, household, departement);
    const better =
      best === null ||
      shortfall < best.shortfall ||
      (shortfall === best.shortfall && monthlyCents < best.monthlyCents);
    if (better) {
      best = {
        plan,
        formula,
        monthlyCents,
        yearlyCents: yearlyCents(monthlyCents, plan.yearlyDiscountPercent),
        lines,
        cover,
        meetsAllLevels: shortfall === 0,
        shortfall,
      };
    }
  }
  return best;
}

/** Ranks: offers meeting every level first, then by monthly price, then by plan code. */
export function compareOffers(a: PlanOffer, b: PlanOffer): number {
  return (
    a.shortfall - b.shortfall ||
    a.monthlyCents - b.monthlyCents ||
    (a.plan.code < b.plan.code ? -1 : a.plan.code > b.plan.code ? 1 : 0)
  );
}

/** Every plan's best offer for the household, ranked (index 0 is rank 1). */
export function comparePlans(
  plans: Plan[],
  household: Household,
  wanted: WantedLevels,
  departement: string,
): PlanOffer[] {
  const offers: PlanOffer[] = [];
  for (const plan of plans) {
    const offer = bestOfferOfPlan(plan, household, wanted, departement);
    if (offer) offers.push(offer);
  }
  return offers.sort(compareOffers);
}
