import type { Cover, OfferSummary } from '@courtage/contracts/offer/offer';
import type { WaitingPeriods } from '../domain/catalog.ts';
import type { PlanOffer } from '../domain/compare-plans.ts';
import type { PriceLine } from '../domain/price-formula.ts';

/** What an offer row freezes besides its price columns (offers.snapshot). */
export type OfferSnapshot = {
  provider: { code: string; name: string };
  plan: { id: string; code: string; name: string };
  formula: { id: string; code: string; name: string };
  tariffVersion: number;
  yearlyDiscountPercent: number;
  cover: Cover[];
  hundredPercentSante: boolean;
  contratResponsable: boolean;
  waitingPeriods: WaitingPeriods;
  priceLines: PriceLine[];
  ipid: { title: string; url: string };
  startDate: string;
  departement: string;
};

export function snapshotOf(offer: PlanOffer, startDate: string, departement: string): OfferSnapshot {
  const { plan, formula } = offer;
  return {
    provider: plan.insurer,
    plan: { id: plan.id, code: plan.code, name: plan.name },
    formula: { id: formula.id, code: formula.code, name: formula.name },
    tariffVersion: plan.version,
    yearlyDiscountPercent: plan.yearlyDiscountPercent,
    cover: offer.cover,
    hundredPercentSante: formula.hundredPercentSante,
    contratResponsable: formula.contratResponsable,
    waitingPeriods: formula.waitingPeriods,
    priceLines: offer.lines,
    ipid: formula.ipid,
    startDate,
    departement,
  };
}

export type OfferRow = {
  id: string;
  comparison_id: string;
  rank: number;
  state: string;
  monthly_cents: number;
  yearly_cents: number;
  meets_all_levels: boolean;
  snapshot: unknown;
  created_at: Date;
};

/** The API's offer summary from a stored row: the frozen price and snapshot, the live state. */
export function toOfferSummary(row: OfferRow): OfferSummary {
  const s = row.snapshot as OfferSnapshot;
  return {
    id: row.id,
    comparisonId: row.comparison_id,
    rank: row.rank,
    state: row.state as OfferSummary['state'],
    provider: s.provider,
    plan: s.plan,
    formula: s.formula,
    tariffVersion: s.tariffVersion,
    monthlyPrice: row.monthly_cents / 100,
    yearlyPrice: row.yearly_cents / 100,
    yearlyDiscountPercent: s.yearlyDiscountPercent,
    meetsAllLevels: row.meets_all_levels,
    cover: s.cover,
    hundredPercentSante: s.hundredPercentSante,
    contratResponsable: s.contratResponsable,
    waitingPeriods: s.waitingPeriods,
    startDate: s.startDate,
    createdAt: row.created_at.toISOString(),
  };
}
