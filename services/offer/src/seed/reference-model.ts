import type { SocialRegime, WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import type { AgeBand, Tariff } from '../domain/catalog.ts';

// The seed model of docs health-pricing.md ("A seed model that matches those figures").

export const REFERENCE_BASE: Record<WarrantyLevel, number> = {
  Minimum: 35,
  Moyen: 60,
  Fort: 85,
  Maximum: 120,
};

export const REFERENCE_AGE_BANDS: AgeBand[] = [
  { minAge: 0, maxAge: 25, factor: 0.6 },
  { minAge: 26, maxAge: 35, factor: 0.83 },
  { minAge: 36, maxAge: 45, factor: 1.0 },
  { minAge: 46, maxAge: 55, factor: 1.22 },
  { minAge: 56, maxAge: 65, factor: 1.42 },
  { minAge: 66, maxAge: 75, factor: 1.8 },
  { minAge: 76, maxAge: 110, factor: 2.9 },
];

export const REFERENCE_ZONE_FACTORS: Record<string, number> = {
  Z1: 0.8,
  Z2: 0.92,
  Z3: 1.0,
  Z4: 1.1,
  Z5: 1.2,
};

const BRITTANY_AND_PAYS_DE_LA_LOIRE = ['22', '29', '35', '56', '44', '49', '53', '72', '85'];

export const REFERENCE_DEPARTEMENT_ZONES: Record<string, string> = {
  ...Object.fromEntries(['57', '67', '68'].map((d) => [d, 'Z1'])),
  ...Object.fromEntries(BRITTANY_AND_PAYS_DE_LA_LOIRE.map((d) => [d, 'Z2'])),
  ...Object.fromEntries(['06', '13', '31', '33', '59', '69'].map((d) => [d, 'Z4'])),
  ...Object.fromEntries(['75', '92', '93', '94', '2A', '2B'].map((d) => [d, 'Z5'])),
};

export const REFERENCE_REGIME_FACTORS: Record<SocialRegime, number> = {
  general: 1.0,
  'alsace-moselle': 0.8,
  tns: 1.0,
  agricole: 1.0,
  etudiant: 0.9,
};

/** The reference tariff of a level: children at 0.35 x base, only the first two paying. */
export function referenceTariff(level: WarrantyLevel): Tariff {
  return {
    basePrice: REFERENCE_BASE[level],
    ageBands: REFERENCE_AGE_BANDS,
    zoneFactors: REFERENCE_ZONE_FACTORS,
    departementZones: REFERENCE_DEPARTEMENT_ZONES,
    defaultZone: 'Z3',
    regimeFactors: REFERENCE_REGIME_FACTORS,
    partnerFactor: 1,
    childFactor: 0.35,
    childRule: 'first-two-pay',
  };
}
