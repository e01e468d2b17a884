import { type Eligibility, OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import {
  WARRANTY_CATEGORIES,
  type WarrantyCategory,
  type WarrantyLevel,
} from '@courtage/contracts/offer/vocabulary';
import type { AgeBand, ChildRule, PostOption, Tariff, WaitingPeriods } from '../domain/catalog.ts';
import { type FormulaLevels, type GuaranteeProfile, guaranteesForLevels } from './guarantees-for-levels.ts';
import {
  REFERENCE_AGE_BANDS,
  REFERENCE_BASE,
  REFERENCE_DEPARTEMENT_ZONES,
  REFERENCE_REGIME_FACTORS,
  REFERENCE_ZONE_FACTORS,
  referenceTariff,
} from './reference-model.ts';

/** Fictional insurers: any resemblance to a real one is accidental. */
export const SEED_INSURERS = [
  { code: 'azurea', name: 'Azuréa Santé' },
  { code: 'ponant', name: 'Mutuelle du Ponant' },
  { code: 'hexagone', name: 'Hexagone Assurances' },
  { code: 'lumen', name: 'Lumen Mutuelle' },
  { code: 'cap-horizon', name: 'Cap Horizon Santé' },
  { code: 'terra', name: 'Terra Mutualis' },
  { code: 'vitalia', name: 'Vitalia Prévoyance' },
  { code: 'boreal', name: 'Boréal Santé' },
] as const;

export type SeedFormula = {
  code: string;
  name: string;
  tariff: Tariff;
  guarantees: ReturnType<typeof guaranteesForLevels>;
  waitingPeriods: WaitingPeriods;
  contratResponsable: boolean;
  hundredPercentSante: boolean;
  ipid: { title: string; url: string };
};

export type SeedPlan = {
  code: string;
  name: string;
  insurerCode: string;
  yearlyDiscountPercent: number;
  eligibility: Eligibility;
  formulas: SeedFormula[];
  /** Options per post (modular plan). */
  options: PostOption[];
};

const STANDARD_WAIT: WaitingPeriods = {
  medicalCare: 0,
  hospitalization: 3,
  visual: 3,
  dental: 6,
  hearing: 12,
};
const NO_WAIT: WaitingPeriods = { medicalCare: 0, hospitalization: 0, visual: 0, dental: 0, hearing: 0 };
const SHORT_WAIT: WaitingPeriods = { medicalCare: 0, hospitalization: 0, visual: 3, dental: 3, hearing: 6 };

const uniform = (level: WarrantyLevel): FormulaLevels =>
  Object.fromEntries(WARRANTY_CATEGORIES.map((c) => [c, level])) as FormulaLevels;

type PlanParams = {
  code: string;
  name: string;
  insurerCode: string;
  yearlyDiscountPercent?: number;
  baseMultiplier: number;
  ageBands?: AgeBand[];
  zoneFactors?: Record<string, number>;
  departementZones?: Record<string, string>;
  regimeFactors?: Partial<Tariff['regimeFactors']>;
  partnerFactor?: number;
  childFactor?: number;
  childRule?: ChildRule;
  waitingPeriods?: WaitingPeriods;
  bonus?: number;
  /** The insurer's own guarantee values, ceilings and extra lines (the reference table otherwise). */
  profile?: GuaranteeProfile;
  /** Whom the plan is for; what is not said is open (OPEN_ELIGIBILITY). */
  eligibility?: Partial<Eligibility>;
  formulas: Array<{ code: string; name: string; levels: FormulaLevels }>;
  /**
   * Options per post: the plan's own lines of `category` at `level`, priced at a fifth of the
   * reference gap between that level and Minimum (one post of five), times baseMultiplier.
   */
  options?: Array<{ code: string; name: string; category: WarrantyCategory; level: WarrantyLevel }>;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function plan(p: PlanParams): SeedPlan {
  return {
    code: p.code,
    name: p.name,
    insurerCode: p.insurerCode,
    yearlyDiscountPercent: p.yearlyDiscountPercent ?? 0,
    eligibility: { ...OPEN_ELIGIBILITY, ...p.eligibility },
    options: (p.options ?? []).map((o) => ({
      code: o.code,
      name: o.name,
      category: o.category,
      basePrice: round2(
        ((REFERENCE_BASE[o.level] - REFERENCE_BASE.Minimum) / WARRANTY_CATEGORIES.length) * p.baseMultiplier,
      ),
      guarantees: guaranteesForLevels(uniform(o.level), p.bonus ?? 0, p.profile).filter(
        (g) => g.category === o.category && !g.hundredPercentSante,
      ),
    })),
    formulas: p.formulas.map((f) => {
      const meanBase =
        WARRANTY_CATEGORIES.reduce((sum, c) => sum + REFERENCE_BASE[f.levels[c]], 0) /
        WARRANTY_CATEGORIES.length;
      return {
        code: f.code,
        name: f.name,
        tariff: {
          ...referenceTariff('Minimum'),
          basePrice: round2(meanBase * p.baseMultiplier),
          ageBands: p.ageBands ?? REFERENCE_AGE_BANDS,
          zoneFactors: p.zoneFactors ?? REFERENCE_ZONE_FACTORS,
          departementZones: p.departementZones ?? REFERENCE_DEPARTEMENT_ZONES,
          regimeFactors: { ...REFERENCE_REGIME_FACTORS, ...p.regimeFactors },
          partnerFactor: p.partnerFactor ?? 1,
          childFactor: p.childFactor ?? 0.35,
          childRule: p.childRule ?? 'first-two-pay',
        },
        guarantees: guaranteesForLevels(f.levels, p.bonus ?? 0, p.profile),
        waitingPeriods: p.waitingPeriods ?? STANDARD_WAIT,
        contratResponsable: true,
        hundredPercentSante: true,
        ipid: {
          title: `Document d’information (IPID) – ${p.name} ${f.name}`,
          url: `/documents/ipid/${p.code}-${f.code}.pdf`,
        },
      };
    }),
  };
}

const FOUR_LEVELS = [
  { code: 'minimum', name: 'Essentiel', levels: uniform('Minimum') },
  { code: 'moyen', name: 'Confort', levels: uniform('Moyen') },
  { code: 'fort', name: 'Renfort', levels: uniform('Fort') },
  { code: 'maximum', name: 'Excellence', levels: uniform('Maximum') },
];

// Each insurer has its own table (the reference table where a profile says nothing): values
// per formula level (Minimum, Moyen, Fort, Maximum of the line's category).
const CONTACT_LENSES = {
  category: 'visual' as const,
  code: 'contact-lenses',
  label: 'Lentilles acceptées ou non par la Sécurité sociale (par an)',
  kind: 'euros_per_year' as const,
};

/** Young people in work: optics and soft medicine up, hearing aids and the private room down. */
const YOUNG_ACTIVE: GuaranteeProfile = {
  values: {
    glasses: [0, 175, 275, 400],
    'alternative-medicine': [50, 100, 150, 200],
    'hearing-aid': [0, 150, 300, 500],
    'private-room': [0, 35, 50, 80],
  },
};

/** Families: orthodontics, children's glasses and lenses up. */
const FAMILY: GuaranteeProfile = {
  values: {
    orthodontics: [150, 250, 350, 450],
    glasses: [0, 175, 275, 400],
    'alternative-medicine': [0, 60, 150, 240],
  },
  extra: [{ ...CONTACT_LENSES, values: [0, 100, 150, 200] }],
};

/** Seniors: hearing aids, prostheses and implants up, a better private room. */
const SENIOR: GuaranteeProfile = {
  values: {
    'hearing-aid': [0, 400, 800, 1200],
    'dental-prostheses': [125, 250, 350, 450],
    'private-room': [0, 50, 70, 100],
  },
  extra: [
    {
      category: 'dental',
      code: 'dental-implants',
      label: 'Implantologie (par an)',
      kind: 'euros_per_year',
      values: [0, 300, 600, 900],
    },
  ],
};

/** Cheap: low dental (capped per year), low hearing aids and glasses. */
const CHEAP_LOW_DENTAL: GuaranteeProfile = {
  values: {
    'dental-prostheses': [100, 125, 150, 200],
    orthodontics: [100, 100, 150, 200],
    glasses: [0, 100, 200, 300],
    'hearing-aid': [0, 200, 400, 600],
    'private-room': [0, 25, 40, 60],
  },
  ceilings: { 'dental-prostheses': [300, 500, 800, 1000] },
};

/** Students: cheap with low dental like CHEAP_LOW_DENTAL, some soft medicine and contraception-age lenses. */
const STUDENT: GuaranteeProfile = {
  values: {
    ...CHEAP_LOW_DENTAL.values,
    'alternative-medicine': [30, 60, 90, 120],
    glasses: [0, 120, 200, 300],
  },
  ceilings: { 'dental-prostheses': [250, 400, 600, 800] },
  extra: [{ ...CONTACT_LENSES, values: [30, 60, 90, 120] }],
};

/** Strong in optics: glasses and lenses well above the reference, hospital room below. */
const OPTICS_STRONG: GuaranteeProfile = {
  values: { glasses: [100, 300, 380, 420], 'private-room': [0, 30, 45, 70] },
  extra: [{ ...CONTACT_LENSES, values: [50, 120, 180, 250] }],
};

/** Strong in hospital: fees and room above the reference, optics and dental below. */
const HOSPITAL_STRONG: GuaranteeProfile = {
  values: {
    'hospital-fees': [150, 200, 300, 300],
    'private-room': [40, 70, 100, 120],
    glasses: [0, 125, 200, 350],
    'dental-prostheses': [100, 150, 250, 350],
  },
  extra: [
    {
      category: 'hospitalization',
      code: 'accompanying-person',
      label: 'Lit d’accompagnant (par nuit)',
      kind: 'euros_per_night',
      values: [0, 20, 30, 40],
    },
  ],
};

/** Self-employed: consultations up (specialists), prostheses capped per year. */
const SELF_EMPLOYED: GuaranteeProfile = {
  values: { 'routine-care': [100, 170, 220, 300], 'dental-prostheses': [100, 175, 250, 350] },
  ceilings: { 'dental-prostheses': [600, 800, 1200, 1500] },
};

const bands = (factors: [number, number, number, number, number, number, number]): AgeBand[] =>
  REFERENCE_AGE_BANDS.map((band, i) => ({ ...band, factor: factors[i]! }));

/** 12 plans around the reference model; each bends it differently so rankings move. */
export const SEED_PLANS: SeedPlan[] = [
  // Exactly the reference model: the hand-computed unit tests price this one.
  plan({
    code: 'azur-reference',
    name: 'Azur Référence',
    insurerCode: 'azurea',
    baseMultiplier: 1,
    formulas: FOUR_LEVELS,
  }),
  plan({
    code: 'azur-jeunes-actifs',
    name: 'Azur Jeunes Actifs',
    insurerCode: 'azurea',
    baseMultiplier: 0.95,
    yearlyDiscountPercent: 3,
    ageBands: bands([0.5, 0.7, 1.0, 1.3, 1.6, 2.1, 3.4]),
    childRule: 'all-pay',
    // Young people in work.
    eligibility: {
      minAge: 18,
      maxAge: 35,
      activities: ['salarie', 'tns', 'fonctionnaire'],
      socialRegimes: ['general', 'alsace-moselle', 'tns', 'agricole'],
    },
    profile: YOUNG_ACTIVE,
    formulas: FOUR_LEVELS.slice(0, 3),
  }),
  plan({
    code: 'ponant-famille',
    name: 'Ponant Famille',
    insurerCode: 'ponant',
    baseMultiplier: 1.02,
    zoneFactors: { Z1: 0.85, Z2: 0.85, Z3: 1.0, Z4: 1.12, Z5: 1.3 },
    partnerFactor: 0.9,
    childFactor: 0.3,
    childRule: 'third-free',
    // Households of two or more.
    eligibility: { householdStatuses: ['Un couple', 'Un couple + enfant(s)', 'Seul(e) + enfant(s)'] },
    profile: FAMILY,
    formulas: [
      FOUR_LEVELS[0]!,
      {
        code: 'famille-plus',
        name: 'Famille Plus',
        levels: {
          medicalCare: 'Moyen',
          dental: 'Fort',
          visual: 'Fort',
          hearing: 'Moyen',
          hospitalization: 'Moyen',
        },
      },
      FOUR_LEVELS[2]!,
      FOUR_LEVELS[3]!,
    ],
  }),
  plan({
    code: 'ponant-senior',
    name: 'Ponant Senior',
    insurerCode: 'ponant',
    baseMultiplier: 1.08,
    ageBands: bands([1.0, 1.0, 1.05, 1.2, 1.35, 1.55, 2.3]),
    // A main insured of 60 or more, students excepted.
    eligibility: {
      minAge: 60,
      activities: ['salarie', 'tns', 'fonctionnaire', 'retraite', 'sans-activite'],
      socialRegimes: ['general', 'alsace-moselle', 'tns', 'agricole'],
    },
    profile: SENIOR,
    options: [
      {
        code: 'renfort-hospi',
        name: 'Renfort Hospitalisation',
        category: 'hospitalization',
        level: 'Maximum',
      },
      { code: 'renfort-audition', name: 'Renfort Audition', category: 'hearing', level: 'Maximum' },
      { code: 'renfort-dentaire', name: 'Renfort Dentaire', category: 'dental', level: 'Fort' },
    ],
    formulas: FOUR_LEVELS,
  }),
  plan({
    code: 'hexa-essentielle',
    name: 'Hexa Santé Essentielle',
    insurerCode: 'hexagone',
    baseMultiplier: 0.85,
    zoneFactors: { Z1: 1.0, Z2: 1.0, Z3: 1.0, Z4: 1.0, Z5: 1.1 },
    childRule: 'all-pay',
    profile: CHEAP_LOW_DENTAL,
    formulas: FOUR_LEVELS.slice(0, 2),
  }),
  plan({
    code: 'hexa-premium',
    name: 'Hexa Santé Premium',
    insurerCode: 'hexagone',
    baseMultiplier: 1.12,
    yearlyDiscountPercent: 5,
    bonus: 0.2,
    profile: { ceilings: { 'dental-prostheses': [null, 1000, 1500, 2000] } },
    formulas: FOUR_LEVELS.slice(1),
  }),
  plan({
    code: 'lumen-equilibre',
    name: 'Lumen Équilibre',
    insurerCode: 'lumen',
    baseMultiplier: 1.0,
    zoneFactors: { Z1: 0.75, Z2: 0.95, Z3: 1.0, Z4: 1.15, Z5: 1.25 },
    regimeFactors: { 'alsace-moselle': 0.7 },
    partnerFactor: 0.95,
    profile: OPTICS_STRONG,
    options: [
      { code: 'option-optique', name: 'Option Optique Maximum', category: 'visual', level: 'Maximum' },
    ],
    formulas: FOUR_LEVELS,
  }),
  plan({
    code: 'horizon-tns',
    name: 'Horizon TNS',
    insurerCode: 'cap-horizon',
    baseMultiplier: 0.98,
    regimeFactors: { tns: 0.92, etudiant: 1.0 },
    yearlyDiscountPercent: 2,
    waitingPeriods: SHORT_WAIT,
    // Self-employed (SSI) only.
    eligibility: { minAge: 18, maxAge: 70, activities: ['tns'], socialRegimes: ['tns'] },
    profile: SELF_EMPLOYED,
    formulas: FOUR_LEVELS.slice(0, 3),
  }),
  plan({
    code: 'terra-rurale',
    name: 'Terra Rurale',
    insurerCode: 'terra',
    baseMultiplier: 0.93,
    zoneFactors: { Z1: 0.85, Z2: 0.92, Z3: 0.95, Z4: 1.18, Z5: 1.32 },
    regimeFactors: { agricole: 0.9 },
    childRule: 'third-free',
    profile: HOSPITAL_STRONG,
    formulas: [
      FOUR_LEVELS[0]!,
      FOUR_LEVELS[1]!,
      {
        code: 'hospi-renfort',
        name: 'Hospi Renfort',
        levels: {
          medicalCare: 'Moyen',
          dental: 'Moyen',
          visual: 'Moyen',
          hearing: 'Moyen',
          hospitalization: 'Maximum',
        },
      },
    ],
  }),
  plan({
    code: 'vitalia-serenite',
    name: 'Vitalia Sérénité',
    insurerCode: 'vitalia',
    baseMultiplier: 1.15,
    ageBands: bands([0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 2.1]),
    waitingPeriods: NO_WAIT,
    profile: {
      ...HOSPITAL_STRONG,
      values: { ...HOSPITAL_STRONG.values, 'hospital-fees': [100, 150, 250, 300] },
    },
    options: [
      {
        code: 'option-hospi-max',
        name: 'Option Hospitalisation Maximum',
        category: 'hospitalization',
        level: 'Maximum',
      },
      {
        code: 'option-hospi-fort',
        name: 'Option Hospitalisation Fort',
        category: 'hospitalization',
        level: 'Fort',
      },
    ],
    formulas: FOUR_LEVELS,
  }),
  plan({
    code: 'boreal-jeunes',
    name: 'Boréal Étudiants et Jeunes',
    insurerCode: 'boreal',
    baseMultiplier: 0.9,
    ageBands: bands([0.45, 0.75, 1.05, 1.35, 1.7, 2.2, 3.5]),
    regimeFactors: { etudiant: 0.8 },
    // Students and young people up to 30, alone or as a couple.
    eligibility: {
      minAge: 16,
      maxAge: 30,
      activities: ['etudiant', 'salarie', 'tns', 'fonctionnaire', 'sans-activite'],
      householdStatuses: ['Seul(e)', 'Un couple'],
    },
    profile: STUDENT,
    formulas: FOUR_LEVELS.slice(0, 2),
  }),
  plan({
    code: 'boreal-integrale',
    name: 'Boréal Intégrale',
    insurerCode: 'boreal',
    baseMultiplier: 1.04,
    zoneFactors: { Z1: 0.8, Z2: 0.92, Z3: 1.0, Z4: 1.08, Z5: 1.05 },
    partnerFactor: 0.8,
    childFactor: 0.4,
    childRule: 'all-pay',
    bonus: 0.1,
    profile: {
      values: { 'hearing-aid': [0, 350, 700, 1100] },
      extra: [{ ...CONTACT_LENSES, values: [0, 80, 120, 160] }],
    },
    options: [
      { code: 'module-dentaire', name: 'Module Dentaire Fort', category: 'dental', level: 'Fort' },
      { code: 'module-soins', name: 'Module Soins courants Fort', category: 'medicalCare', level: 'Fort' },
    ],
    formulas: FOUR_LEVELS,
  }),
];
