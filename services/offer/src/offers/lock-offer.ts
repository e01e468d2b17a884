import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { FormulaView } from './formula-views.ts';
import { COMPARISON_START_DATE } from './offer-columns.ts';

/**
 * An offer row locked (FOR UPDATE) for a state change, with what its events need; callers add
 * their own columns (`.select(...)`) and pick how a missing row fails.
 */
export function selectOfferForChange(trx: Transaction<OfferDatabase>, offerId: string) {
  return trx
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select([
      'offers.id',
      'offers.comparison_id',
      'offers.state',
      'offers.formula_id',
      'offers.monthly_cents',
      'offers.yearly_cents',
      'offers.meets_all_levels',
      COMPARISON_START_DATE,
    ])
    .where('offers.id', '=', offerId)
    .forUpdate('offers');
}

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
