import { type Eligibility, OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import { WARRANTY_CATEGORIES, type WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import type { AgeBand, ChildRule, Tariff, WaitingPeriods } from '../domain/catalog.ts';
import { type FormulaLevels, guaranteesForLevels } from './guarantees-for-levels.ts';
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
  /** Whom the plan is for; what is not said is open (OPEN_ELIGIBILITY). */
  eligibility?: Partial<Eligibility>;
  formulas: Array<{ code: string; name: string; levels: FormulaLevels }>;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function plan(p: PlanParams): SeedPlan {
  return {
    code: p.code,
    name: p.name,
    insurerCode: p.insurerCode,
    yearlyDiscountPercent: p.yearlyDiscountPercent ?? 0,
    eligibility: { ...OPEN_ELIGIBILITY, ...p.eligibility },
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
        guarantees: guaranteesForLevels(f.levels, p.bonus ?? 0),
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
    formulas: FOUR_LEVELS,
  }),
  plan({
    code: 'hexa-essentielle',
    name: 'Hexa Santé Essentielle',
    insurerCode: 'hexagone',
    baseMultiplier: 0.85,
    zoneFactors: { Z1: 1.0, Z2: 1.0, Z3: 1.0, Z4: 1.0, Z5: 1.1 },
    childRule: 'all-pay',
    formulas: FOUR_LEVELS.slice(0, 2),
  }),
  plan({
    code: 'hexa-premium',
    name: 'Hexa Santé Premium',
    insurerCode: 'hexagone',
    baseMultiplier: 1.12,
    yearlyDiscountPercent: 5,
    bonus: 0.2,
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
    formulas: FOUR_LEVELS,
  }),
];
