import { AppError } from '@courtage/contracts/errors';
import type { Cover, OfferSummary } from '@courtage/contracts/offer/offer';
import type { PlanOffer } from '../domain/compare-plans.ts';
import type { FormulaView, FormulaViews } from './formula-views.ts';

/** An offers row as the readers select it (OFFER_COLUMNS), with its comparison's start date. */
export type OfferRow = {
  id: string;
  comparison_id: string;
  rank: number;
  state: string;
  formula_id: string;
  monthly_cents: number;
  yearly_cents: number;
  meets_all_levels: boolean;
  cover: unknown;
  created_at: Date;
  start_date: string;
};

/** The view of the formula a plan's best offer was priced on (create-offer has it in hand). */
export function viewOf(offer: PlanOffer): FormulaView {
  const { plan } = offer;
  return {
    provider: plan.insurer,
    plan: { id: plan.id, code: plan.code, name: plan.name },
    tariffVersion: plan.version,
    yearlyDiscountPercent: plan.yearlyDiscountPercent,
    formula: offer.formula,
  };
}

/** The API's offer summary: the frozen price and cover of the row, its formula from the catalog. */
export function toOfferSummary(row: OfferRow, view: FormulaView): OfferSummary {
  const { formula } = view;
  return {
    id: row.id,
    comparisonId: row.comparison_id,
    rank: row.rank,
    state: row.state as OfferSummary['state'],
    provider: view.provider,
    plan: view.plan,
    formula: { id: formula.id, code: formula.code, name: formula.name },
    tariffVersion: view.tariffVersion,
    monthlyPrice: row.monthly_cents / 100,
    yearlyPrice: row.yearly_cents / 100,
    yearlyDiscountPercent: view.yearlyDiscountPercent,
    meetsAllLevels: row.meets_all_levels,
    cover: row.cover as Cover[],
    hundredPercentSante: formula.hundredPercentSante,
    contratResponsable: formula.contratResponsable,
    waitingPeriods: formula.waitingPeriods,
    startDate: row.start_date,
    createdAt: row.created_at.toISOString(),
  };
}

/** The formula view of a stored offer; a missing one means a formula row was removed by hand. */
export function requireView(views: Map<string, FormulaView>, row: Pick<OfferRow, 'id' | 'formula_id'>) {
  const view = views.get(row.formula_id);
  if (!view) throw new AppError('INTERNAL', `offer ${row.id}: formula ${row.formula_id} not in the catalog`);
  return view;
}

/** Summaries of stored offers, their formulas read once from the catalog. */
export async function toOfferSummaries(
  formulaViews: FormulaViews,
  rows: OfferRow[],
): Promise<OfferSummary[]> {
  const views = await formulaViews.get(rows.map((r) => r.formula_id));
  return rows.map((row) => toOfferSummary(row, requireView(views, row)));
}
