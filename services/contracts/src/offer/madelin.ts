/**
 * Loi Madelin (article 154 bis of the Code général des impôts): a self-employed person (TNS)
 * deducts the premiums of a "responsable" health contract from the professional income, within
 * 3.75 % of that income + 7 % of the PASS, and at most 3 % of 8 PASS. The tax saved is estimated
 * at the marginal rate of one share of the income-tax scale (an estimate, not tax advice).
 * Small and browser-safe: the results page computes the estimate from the income typed there.
 */

/** Plafond annuel de la Sécurité sociale 2025 (arrêté du 19 décembre 2024). */
export const PASS_2025 = 47_100;

/** Income-tax scale 2025 (2024 income), one share: [from, rate]. */
const TAX_BRACKETS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [11_498, 0.11],
  [29_316, 0.3],
  [83_824, 0.41],
  [180_295, 0.45],
];

export function madelinCeiling(income: number): number {
  const base = Math.max(0, income);
  return Math.round(Math.min(0.0375 * base + 0.07 * PASS_2025, 0.03 * 8 * PASS_2025));
}

export function marginalRate(income: number): number {
  let rate = 0;
  for (const [from, r] of TAX_BRACKETS) if (income >= from) rate = r;
  return rate;
}

/** The deductible share of a yearly premium and the tax it saves, for a declared income. */
export function madelinEstimate(
  yearlyPremium: number,
  income: number,
): { deductible: number; saving: number } {
  const deductible = Math.round(Math.min(yearlyPremium, madelinCeiling(income)));
  return { deductible, saving: Math.round(deductible * marginalRate(income)) };
}
