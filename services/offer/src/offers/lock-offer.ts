import type { FormulaView } from './formula-views.ts';

// The row itself is read by selectOfferForChange (repositories/offers-repository.ts).

/** The offer as confirmation and subscription emails describe it. */
export function offerForEmail(
  row: { id: string; monthly_cents: number; yearly_cents: number; meets_all_levels: boolean },
  view: FormulaView,
) {
  return {
    offerId: row.id,
    providerName: view.provider.name,
    planName: view.plan.name,
    formulaName: view.formula.name,
    monthlyPrice: row.monthly_cents / 100,
    yearlyPrice: row.yearly_cents / 100,
    meetsAllLevels: row.meets_all_levels,
  };
}
