/**
 * Reimbursement examples in euros: the Assurance Maladie's bases and rates (one place, with their
 * sources and the date they apply from) and the arithmetic that turns a formula's guarantee table
 * into "price charged, paid by the Sécurité sociale, paid by the plan, left to pay".
 * Browser-safe and dependency-free: the offer service computes the examples it sends with the
 * offers, the end-to-end tests recompute them from here and compare with the screen.
 *
 * Rules applied (contrat responsable):
 * - Sécu pays its rate x the base de remboursement (BR), less the participation forfaitaire on
 *   doctors' fees, which no responsable plan refunds;
 * - a plan line in % BR includes the Sécu share: the plan pays value% x BR less the Sécu share
 *   (before the participation forfaitaire);
 * - excess fees of a doctor outside OPTAM: the plan covers at most 100 % BR above the base and
 *   at least 20 % BR less than for an OPTAM doctor, so the usable rate is
 *   max(100, min(200, value - 20)) % BR;
 * - glasses outside 100 % Santé (simple lenses) and hearing aids outside 100 % Santé: Sécu + plan
 *   stay within the responsable caps (420 EUR a pair, 1,700 EUR an ear);
 * - 100 % Santé baskets: nothing left to pay, the plan pays what Sécu does not;
 * - forfait journalier hospitalier: covered without limit by a responsable plan;
 * - a yearly ceiling on a plan line caps what the plan pays for it;
 * - the plan never makes Sécu + plan exceed the price charged.
 */

import type { SocialRegime, WarrantyCategory } from './vocabulary.ts';

/** The year the figures below describe (each also says the date it applies from). */
export const REFERENCE_YEAR = 2025;

/** A figure of the Assurance Maladie with where it comes from. */
export type SourcedFigure = { value: number; appliesFrom: string; source: string };

/** The Assurance Maladie's figures used by the examples (mainland, coordinated care pathway). */
export const ASSURANCE_MALADIE = {
  gpConsultationBase: {
    value: 30,
    appliesFrom: '2024-12-22',
    source:
      'Convention médicale 2024, consultation G du généraliste en secteur 1 (ameli.fr, tarifs conventionnels)',
  },
  specialistNonOptamBase: {
    value: 23,
    appliesFrom: '2017-07-01',
    source:
      'Consultation CS d’un spécialiste de secteur 2 non adhérent à l’OPTAM, sans majorations (ameli.fr)',
  },
  doctorFeesRate: {
    value: 0.7,
    appliesFrom: '2004-08-13',
    source: 'Taux de remboursement des honoraires médicaux dans le parcours de soins coordonnés (ameli.fr)',
  },
  doctorFeesRateAlsaceMoselle: {
    value: 0.9,
    appliesFrom: '2012-03-01',
    source: 'Régime local d’Alsace-Moselle : 90 % des honoraires médicaux (regime-local.fr)',
  },
  participationForfaitaire: {
    value: 2,
    appliesFrom: '2024-05-15',
    source: 'Décret n° 2024-113 du 16 février 2024 : participation forfaitaire portée de 1 à 2 € par acte',
  },
  medicalDevicesRate: {
    value: 0.6,
    appliesFrom: '2019-01-01',
    source: 'Optique, aides auditives et prothèses dentaires : 60 % de la base LPP / CCAM (ameli.fr)',
  },
  glasses100SanteBase: {
    value: 31.5,
    appliesFrom: '2020-01-01',
    source:
      'Ordre de grandeur de la base d’un équipement classe A (monture 9 € + deux verres simples), arrêté du 3 décembre 2018',
  },
  glassesFreePriceBase: {
    value: 0.09,
    appliesFrom: '2020-01-01',
    source: 'Équipement classe B : monture 0,05 € + deux verres simples 0,02 € (LPP, ameli.fr)',
  },
  glassesResponsableCap: {
    value: 420,
    appliesFrom: '2020-01-01',
    source:
      'Décret n° 2019-21 du 11 janvier 2019 : plafond responsable de 420 € pour des verres simples, monture 100 € au plus',
  },
  ceramicMetalCrownBase: {
    value: 120,
    appliesFrom: '2023-01-01',
    source: 'Couronne céramo-métallique hors 100 % Santé, base CCAM (ameli.fr)',
  },
  hearingAidClassIIBase: {
    value: 400,
    appliesFrom: '2021-01-01',
    source: 'Aide auditive de classe II, adulte, base LPP par oreille (ameli.fr)',
  },
  hearingAidResponsableCap: {
    value: 1700,
    appliesFrom: '2021-01-01',
    source: 'Décret n° 2019-21 : plafond responsable de 1 700 € par oreille, part Sécu incluse',
  },
  dailyHospitalCharge: {
    value: 20,
    appliesFrom: '2018-01-01',
    source: 'Forfait journalier hospitalier en hôpital ou clinique (service-public.fr)',
  },
} as const satisfies Record<string, SourcedFigure>;

/** The plan line an example reads: what the guarantee table holds (same fields as a Guarantee). */
export type ExampleGuarantee = {
  category: WarrantyCategory;
  code: string;
  kind: 'percent_br' | 'euros' | 'euros_per_night' | 'euros_per_year' | 'included';
  value: number;
  hundredPercentSante: boolean;
  /** Most the plan pays for this line in a year (EUR); absent or null: no ceiling. */
  yearlyCeiling?: number | null;
};

/** One reimbursement example, in euros (2 decimals). */
export type ReimbursementExample = {
  code: ExampleCode;
  category: WarrantyCategory;
  label: string;
  price: number;
  secu: number;
  plan: number;
  left: number;
};

export const EXAMPLE_CODES = [
  'generaliste',
  'specialiste-depassement',
  'lunettes-100-sante',
  'lunettes-prix-libre',
  'couronne',
  'aide-auditive',
  'hospitalisation-chambre',
] as const;
export type ExampleCode = (typeof EXAMPLE_CODES)[number];

/** The care each example prices (the price is a typical one, the bases are the Sécu's). */
export const EXAMPLE_ACTS: Record<ExampleCode, { category: WarrantyCategory; label: string; price: number }> =
  {
    generaliste: {
      category: 'medicalCare',
      label: 'Consultation chez un généraliste (secteur 1)',
      price: 30,
    },
    'specialiste-depassement': {
      category: 'medicalCare',
      label: 'Consultation chez un spécialiste avec dépassement (secteur 2 non OPTAM)',
      price: 60,
    },
    'lunettes-100-sante': { category: 'visual', label: 'Lunettes du panier 100 % Santé', price: 105 },
    'lunettes-prix-libre': {
      category: 'visual',
      label: 'Lunettes à prix libre (verres simples)',
      price: 450,
    },
    couronne: { category: 'dental', label: 'Couronne céramo-métallique (prix libre)', price: 600 },
    'aide-auditive': { category: 'hearing', label: 'Aide auditive de classe II (par oreille)', price: 1500 },
    'hospitalisation-chambre': {
      category: 'hospitalization',
      label: 'Une journée d’hospitalisation en chambre particulière (80 € la nuit)',
      price: 100,
    },
  };

/** Private room price of the hospital example (the rest is the forfait journalier). */
export const EXAMPLE_PRIVATE_ROOM = 80;

const cents = (euros: number) => Math.round(euros * 100);
const toEuros = (c: number) => c / 100;

type Regime = 'general' | 'alsace-moselle';
/** TNS (SSI), agricultural and student members get the régime général's benefits. */
export const benefitsRegime = (regime: SocialRegime): Regime =>
  regime === 'alsace-moselle' ? 'alsace-moselle' : 'general';

function lineOf(guarantees: readonly ExampleGuarantee[], code: string): ExampleGuarantee | undefined {
  return guarantees.find((g) => g.code === code);
}

/** What the plan pays on a line, capped by the line's yearly ceiling. */
function ceiled(line: ExampleGuarantee | undefined, amountCents: number): number {
  const ceiling = line?.yearlyCeiling;
  return ceiling === undefined || ceiling === null ? amountCents : Math.min(amountCents, cents(ceiling));
}

/**
 * One example: `secuCents` is what the Sécu pays (participation forfaitaire already taken off),
 * `planCents` what the plan would pay before the price limit; the plan is cut so that
 * Sécu + plan never exceed the price; `keptCents` (the participation forfaitaire) is left to pay
 * whatever the plan.
 */
function settle(
  code: ExampleCode,
  secuCents: number,
  planCents: number,
  keptCents = 0,
): ReimbursementExample {
  const act = EXAMPLE_ACTS[code];
  const price = cents(act.price);
  const plan = Math.max(0, Math.min(planCents, price - secuCents - keptCents));
  return {
    code,
    category: act.category,
    label: act.label,
    price: act.price,
    secu: toEuros(secuCents),
    plan: toEuros(plan),
    left: toEuros(price - secuCents - plan),
  };
}

/** A doctor's fee: the plan's % BR (Sécu share included) on `base`, at the regime's rate. */
function doctorFee(
  code: ExampleCode,
  line: ExampleGuarantee | undefined,
  base: number,
  regime: Regime,
  outsideOptam: boolean,
): ReimbursementExample {
  const rate =
    regime === 'alsace-moselle'
      ? ASSURANCE_MALADIE.doctorFeesRateAlsaceMoselle.value
      : ASSURANCE_MALADIE.doctorFeesRate.value;
  const secuShare = cents(base * rate);
  const participation = cents(ASSURANCE_MALADIE.participationForfaitaire.value);
  const secu = secuShare - participation;
  let percent = line?.kind === 'percent_br' ? line.value : 100;
  if (outsideOptam) percent = Math.max(100, Math.min(200, percent - 20));
  // A responsable plan pays at least the ticket modérateur (100 % BR).
  const total = cents((base * Math.max(100, percent)) / 100);
  return settle(code, secu, ceiled(line, Math.max(0, total - secuShare)), participation);
}

/** A fixed amount line (euros), or a % BR line read on `base`. */
function planAmount(line: ExampleGuarantee | undefined, base: number, secuCents: number): number {
  if (!line) return 0;
  switch (line.kind) {
    case 'percent_br':
      return Math.max(0, cents((base * line.value) / 100) - secuCents);
    case 'euros':
    case 'euros_per_night':
    case 'euros_per_year':
      return cents(line.value);
    case 'included':
      return Number.POSITIVE_INFINITY;
  }
}

/** Every example, computed from a formula's guarantee table for a member of `regime`. */
export function reimbursementExamples(
  guarantees: readonly ExampleGuarantee[],
  regime: SocialRegime,
): ReimbursementExample[] {
  const r = benefitsRegime(regime);
  const AM = ASSURANCE_MALADIE;
  const devicesRate = AM.medicalDevicesRate.value;
  const routine = lineOf(guarantees, 'routine-care');

  const glassesFreeSecu = cents(AM.glassesFreePriceBase.value * devicesRate);
  const glassesFree = lineOf(guarantees, 'glasses');
  const glassesFreePlan = Math.min(
    ceiled(glassesFree, planAmount(glassesFree, AM.glassesFreePriceBase.value, glassesFreeSecu)),
    cents(AM.glassesResponsableCap.value) - glassesFreeSecu,
  );

  const crownSecu = cents(AM.ceramicMetalCrownBase.value * devicesRate);
  const crown = lineOf(guarantees, 'dental-prostheses');

  const hearingSecu = cents(AM.hearingAidClassIIBase.value * devicesRate);
  const hearing = lineOf(guarantees, 'hearing-aid');
  const hearingPlan = Math.min(
    ceiled(hearing, planAmount(hearing, AM.hearingAidClassIIBase.value, hearingSecu)),
    cents(AM.hearingAidResponsableCap.value) - hearingSecu,
  );

  // Hospital day: the forfait journalier (paid by the local regime in Alsace-Moselle, otherwise
  // by a responsable plan) and a night in a private room (the plan's fixed amount per night).
  const daily = cents(AM.dailyHospitalCharge.value);
  const hospitalSecu = r === 'alsace-moselle' ? daily : 0;
  const room = lineOf(guarantees, 'private-room');
  const roomPlan = ceiled(room, Math.min(room ? cents(room.value) : 0, cents(EXAMPLE_PRIVATE_ROOM)));

  return [
    doctorFee('generaliste', routine, AM.gpConsultationBase.value, r, false),
    doctorFee('specialiste-depassement', routine, AM.specialistNonOptamBase.value, r, true),
    // 100 % Santé: Sécu pays its share of the basket's base, the plan the rest, nothing is left.
    settle('lunettes-100-sante', cents(AM.glasses100SanteBase.value * devicesRate), Number.POSITIVE_INFINITY),
    settle('lunettes-prix-libre', glassesFreeSecu, glassesFreePlan),
    settle(
      'couronne',
      crownSecu,
      ceiled(crown, planAmount(crown, AM.ceramicMetalCrownBase.value, crownSecu)),
    ),
    settle('aide-auditive', hearingSecu, hearingPlan),
    settle('hospitalisation-chambre', hospitalSecu, (r === 'alsace-moselle' ? 0 : daily) + roomPlan),
  ];
}
