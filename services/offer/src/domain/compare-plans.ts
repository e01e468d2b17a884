import type { Cover } from '@courtage/contracts/offer/offer';
import {
  levelRank,
  WARRANTY_CATEGORIES,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import type { Formula, GuaranteeLine, Plan, PostOption } from './catalog.ts';
import { coverLevels } from './cover-levels.ts';
import type { Household } from './household.ts';
import { type PriceLine, priceFormula } from './price-formula.ts';

export type WantedLevels = Record<WarrantyCategory, WarrantyLevel>;

/** The offer of one plan: its best formula for the household and the levels asked for. */
export type PlanOffer = {
  plan: Plan;
  formula: Formula;
  /** The options per post added to the formula (already in the price and the cover). */
  options: PostOption[];
  /** The formula's lines with its options' (what the offer pays). */
  guarantees: GuaranteeLine[];
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

/** A formula's lines with options': an option's line replaces the line of the same code, or is added. */
export function withOptions(
  guarantees: readonly GuaranteeLine[],
  options: readonly PostOption[],
): GuaranteeLine[] {
  const result = [...guarantees];
  for (const option of options)
    for (const line of option.guarantees) {
      const at = result.findIndex((g) => g.code === line.code);
      if (at >= 0) result[at] = line;
      else result.push(line);
    }
  return result;
}

/**
 * The options to add to a formula: for each post where the formula falls short of the level
 * wanted, the cheapest option reaching it, or else the one going highest (cheapest on a tie);
 * an option that does not raise the post's level is never added.
 */
export function optionsFor(formula: Formula, plan: Plan, wanted: WantedLevels): PostOption[] {
  if (plan.options.length === 0) return [];
  const levels = levelsOf(formula);
  const chosen: PostOption[] = [];
  for (const category of WARRANTY_CATEGORIES) {
    const have = levelRank(levels[category]);
    const want = levelRank(wanted[category]);
    if (have >= want) continue;
    let best: { option: PostOption; rank: number } | null = null;
    for (const option of plan.options) {
      if (option.category !== category) continue;
      const rank = Math.min(
        want,
        levelRank(coverLevels(withOptions(formula.guarantees, [option]))[category]),
      );
      if (rank <= have) continue;
      if (!best || rank > best.rank || (rank === best.rank && option.basePrice < best.option.basePrice))
        best = { option, rank };
    }
    if (best) chosen.push(best.option);
  }
  return chosen;
}

function coverOf(
  levels: Record<WarrantyCategory, WarrantyLevel>,
  wanted: WantedLevels,
): { cover: Cover[]; shortfall: number } {
  let shortfall = 0;
  const cover = WARRANTY_CATEGORIES.map((category) => {
    const gap = levelRank(wanted[category]) - levelRank(levels[category]);
    if (gap > 0) shortfall += gap;
    return { category, wanted: wanted[category], covered: levels[category], meets: gap <= 0 };
  });
  return { cover, shortfall };
}

/**
 * For one plan, the cheapest formula (with the options per post it needs) meeting every wanted
 * level; when none does, the closest one (smallest total shortfall, then cheapest), flagged by
 * `meetsAllLevels: false`.
 */
export function bestOfferOfPlan(
  plan: Plan,
  household: Household,
  wanted: WantedLevels,
  departement: string,
): PlanOffer | null {
  let best: PlanOffer | null = null;
  for (const formula of plan.formulas) {
    const options = optionsFor(formula, plan, wanted);
    const guarantees = options.length === 0 ? formula.guarantees : withOptions(formula.guarantees, options);
    const { cover, shortfall } = coverOf(
      options.length === 0 ? levelsOf(formula) : coverLevels(guarantees),
      wanted,
    );
    const tariff =
      options.length === 0
        ? formula.tariff
        : {
            ...formula.tariff,
            basePrice: options.reduce((sum, option) => sum + option.basePrice, formula.tariff.basePrice),
          };
    const { monthlyCents, lines } = priceFormula(tariff, household, departement);
    const better =
      best === null ||
      shortfall < best.shortfall ||
      (shortfall === best.shortfall && monthlyCents < best.monthlyCents);
    if (better) {
      best = {
        plan,
        formula,
        options,
        guarantees,
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
