import { AppError } from '@courtage/contracts/errors';
import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import { eligibilityNote } from '@courtage/contracts/offer/eligibility-summary';
import { offerFormulaName } from '@courtage/contracts/offer/formula-name';
import type { Cover, OfferSummary } from '@courtage/contracts/offer/offer';
import { reimbursementExamples } from '@courtage/contracts/offer/reimbursement';
import { SOCIAL_REGIMES, type SocialRegime } from '@courtage/contracts/offer/vocabulary';
import type { GuaranteeLine } from '../domain/catalog.ts';
import { type PlanOffer, withOptions } from '../domain/compare-plans.ts';
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
  /** Codes of the options per post the offer was priced with ([] or absent: none). */
  option_codes?: unknown;
  /** The main insured's regime (comparisons.members); unknown: the régime général's figures. */
  social_regime: string | null;
  /** The main insured's activity (comparisons.members). */
  activity?: string | null;
};

const regimeOf = (value: string | null): SocialRegime =>
  (SOCIAL_REGIMES as readonly string[]).includes(value ?? '') ? (value as SocialRegime) : 'general';

/** The view of the formula a plan's best offer was priced on (create-offer has it in hand). */
export function viewOf(offer: PlanOffer): FormulaView {
  const { plan } = offer;
  return {
    provider: plan.insurer,
    plan: { id: plan.id, code: plan.code, name: plan.name },
    tariffVersion: plan.version,
    yearlyDiscountPercent: plan.yearlyDiscountPercent,
    formula: offer.formula,
    options: plan.options,
    eligibility: plan.eligibility,
  };
}

/** The eligibility note of a plan that narrows the offer (nothing for a plan open to all). */
function narrowing(eligibility: Eligibility): { eligibilityNote?: string } {
  const note = eligibilityNote(eligibility);
  return note === null ? {} : { eligibilityNote: note };
}

/** The options an offer row took, from its plan version's. */
export function chosenOptions(row: Pick<OfferRow, 'option_codes'>, view: FormulaView) {
  const codes = Array.isArray(row.option_codes) ? (row.option_codes as string[]) : [];
  return view.options.filter((option) => codes.includes(option.code));
}

/** What the offer pays: its formula's lines with those of the options it took. */
export function offerGuarantees(row: Pick<OfferRow, 'option_codes'>, view: FormulaView): GuaranteeLine[] {
  const options = chosenOptions(row, view);
  return options.length === 0 ? view.formula.guarantees : withOptions(view.formula.guarantees, options);
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
    formula: {
      id: formula.id,
      code: formula.code,
      name: offerFormulaName(formula.name, chosenOptions(row, view)),
    },
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
    examples: reimbursementExamples(offerGuarantees(row, view), regimeOf(row.social_regime)),
    options: chosenOptions(row, view).map(({ code, name, category }) => ({ code, name, category })),
    ...narrowing(view.eligibility),
    madelin:
      (row.social_regime === 'tns' || row.activity === 'tns') &&
      formula.contratResponsable &&
      view.eligibility.socialRegimes.includes('tns'),
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
