import { describe, expect, it } from 'vitest';
import { referenceTariff } from '../seed/reference-model.ts';
import { SEED_PLANS } from '../seed/seed-catalog.ts';
import { TARIFF_MESSAGES, validateTariff } from './validate-tariff.ts';

describe('validateTariff', () => {
  it('accepts every seed tariff', () => {
    for (const plan of SEED_PLANS)
      for (const formula of plan.formulas) expect(validateTariff(formula.tariff)).toEqual([]);
  });

  it('rejects a negative price, an age gap, a zone without factor and a missing regime', () => {
    const tariff = referenceTariff('Moyen');
    const bad = {
      ...tariff,
      basePrice: -1,
      ageBands: tariff.ageBands.filter((b) => b.minAge !== 46),
      departementZones: { ...tariff.departementZones, '01': 'Z9' },
      regimeFactors: { ...tariff.regimeFactors, tns: undefined as unknown as number },
    };
    expect(validateTariff(bad)).toEqual([
      { field: 'tariff.basePrice', message: TARIFF_MESSAGES.basePrice },
      { field: 'tariff.ageBands', message: TARIFF_MESSAGES.ageBands },
      { field: 'tariff.zoneFactors.Z9', message: TARIFF_MESSAGES.zone },
      { field: 'tariff.regimeFactors.tns', message: TARIFF_MESSAGES.regime },
    ]);
  });
});
