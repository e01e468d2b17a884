import { offerFormulaName } from '@courtage/contracts/offer/formula-name';
import type { FormulaView } from './formula-views.ts';
import { chosenOptions } from './offer-summary.ts';

// The row itself is read by selectOfferForChange (repositories/offers-repository.ts).

/** The offer as confirmation and subscription emails describe it. */
export function offerForEmail(
  row: {
    id: string;
    monthly_cents: number;
    yearly_cents: number;
    meets_all_levels: boolean;
    option_codes: unknown;
  },
  view: FormulaView,
) {
  return {
    offerId: row.id,
    providerName: view.provider.name,
    planName: view.plan.name,
    formulaName: offerFormulaName(view.formula.name, chosenOptions(row, view)),
    monthlyPrice: row.monthly_cents / 100,
    yearlyPrice: row.yearly_cents / 100,
    meetsAllLevels: row.meets_all_levels,
  };
}
