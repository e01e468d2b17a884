import type { FieldError } from '@courtage/contracts/errors';
import { MEMBER_MAX_AGE, SOCIAL_REGIMES } from '@courtage/contracts/offer/vocabulary';
import type { Tariff } from './catalog.ts';

export const TARIFF_MESSAGES = {
  basePrice: 'Le prix de base doit être un nombre positif.',
  factor: 'Chaque coefficient doit être un nombre positif.',
  ageBands: `Les tranches d’âge doivent couvrir sans trou ni chevauchement les âges de 0 à ${MEMBER_MAX_AGE} ans.`,
  zone: 'Chaque zone utilisée doit avoir un coefficient.',
  regime: 'Chaque régime social doit avoir un coefficient.',
} as const;

const positive = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Checks a tariff an administrator entered: no negative price or factor, age bands
 * covering every age once (0..MEMBER_MAX_AGE), a factor for every zone used (so every
 * département is priced) and for every social regime. Empty when valid.
 */
export function validateTariff(tariff: Tariff, prefix = 'tariff'): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `${prefix}.${field}`, message });
  if (!positive(tariff.basePrice) || tariff.basePrice === 0) add('basePrice', TARIFF_MESSAGES.basePrice);
  for (const key of ['partnerFactor', 'childFactor'] as const)
    if (!positive(tariff[key])) add(key, TARIFF_MESSAGES.factor);

  const bands = [...tariff.ageBands].sort((a, b) => a.minAge - b.minAge);
  let expected = 0;
  let bandsOk = bands.length > 0;
  for (const band of bands) {
    if (band.minAge !== expected || band.maxAge < band.minAge || !positive(band.factor)) bandsOk = false;
    expected = band.maxAge + 1;
  }
  if (!bandsOk || expected <= MEMBER_MAX_AGE) add('ageBands', TARIFF_MESSAGES.ageBands);

  for (const [zone, factor] of Object.entries(tariff.zoneFactors)) {
    if (!positive(factor) || factor === 0) add(`zoneFactors.${zone}`, TARIFF_MESSAGES.factor);
  }
  const zones = new Set([tariff.defaultZone, ...Object.values(tariff.departementZones)]);
  for (const zone of zones)
    if (tariff.zoneFactors[zone] === undefined) add(`zoneFactors.${zone}`, TARIFF_MESSAGES.zone);
  for (const regime of SOCIAL_REGIMES) {
    const factor = tariff.regimeFactors[regime];
    if (factor === undefined) add(`regimeFactors.${regime}`, TARIFF_MESSAGES.regime);
    else if (!positive(factor) || factor === 0) add(`regimeFactors.${regime}`, TARIFF_MESSAGES.factor);
  }
  return errors;
}
