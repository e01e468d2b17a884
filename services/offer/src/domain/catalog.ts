import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import type { Guarantee } from '@courtage/contracts/offer/offer';
import type { SocialRegime, WarrantyCategory } from '@courtage/contracts/offer/vocabulary';

/** One age band of a tariff: members aged minAge..maxAge (inclusive) on the start date. */
export type AgeBand = { minAge: number; maxAge: number; factor: number };

/**
 * How children are charged:
 * - all-pay: every child pays;
 * - third-free: the third child (by age, oldest first) is free, the others pay;
 * - first-two-pay: only the two oldest children pay.
 */
export type ChildRule = 'all-pay' | 'third-free' | 'first-two-pay';

/**
 * A formula's tariff. Monthly price of an adult = basePrice x age factor x zone factor x
 * regime factor (x partnerFactor for the partner); of a paying child = basePrice x childFactor.
 */
export type Tariff = {
  /** EUR per month for a 40-year-old on the general regime in the default zone. */
  basePrice: number;
  ageBands: AgeBand[];
  /** Zone code -> factor, e.g. { Z1: 0.8, Z3: 1, Z5: 1.2 }. */
  zoneFactors: Record<string, number>;
  /** Département code ('75', '2A', '974') -> zone code; others are in defaultZone. */
  departementZones: Record<string, string>;
  defaultZone: string;
  regimeFactors: Record<SocialRegime, number>;
  partnerFactor: number;
  childFactor: number;
  childRule: ChildRule;
};

export type GuaranteeLine = Omit<Guarantee, 'display'>;
export type WaitingPeriods = Record<WarrantyCategory, number>;

export type Formula = {
  id: string;
  code: string;
  name: string;
  tariff: Tariff;
  guarantees: GuaranteeLine[];
  waitingPeriods: WaitingPeriods;
  contratResponsable: boolean;
  hundredPercentSante: boolean;
  ipid: { title: string; url: string };
};

/**
 * An option on one post: its lines replace the formula's lines of the same code (or are added),
 * its basePrice is added to the formula's before the factors (contracts PostOption).
 */
export type PostOption = {
  code: string;
  name: string;
  category: WarrantyCategory;
  basePrice: number;
  guarantees: GuaranteeLine[];
};

/** A plan as priced: its current (immutable) version and that version's formulas. */
export type Plan = {
  id: string;
  code: string;
  name: string;
  insurer: { code: string; name: string };
  versionId: string;
  version: number;
  yearlyDiscountPercent: number;
  /** Whom the plan is for: plans that do not fit a household are not priced. */
  eligibility: Eligibility;
  formulas: Formula[];
  /** Options per post (modular plan); empty: whole formulas only. */
  options: PostOption[];
};
