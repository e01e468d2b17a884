import { describe, expect, it } from 'vitest';
import { referenceTariff } from '../seed/reference-model.ts';
import type { Household } from './household.ts';
import { priceFormula } from './price-formula.ts';

// Expected prices computed by hand from health-pricing.md's seed model:
// adult = base(level) x f_age x f_zone x f_regime; child = 0.35 x base, first two paying.
const single = (age: number, regime: Household['regime'] = 'general'): Household => ({
  regime,
  adults: [{ member: 'assure', age }],
  children: [],
});

describe('priceFormula on the reference model', () => {
  it('a 40-year-old in Lyon (Z4), Minimum: 35 x 1.0 x 1.10 = 38.50', () => {
    expect(priceFormula(referenceTariff('Minimum'), single(40), '69')).toEqual({
      monthlyCents: 3850,
      lines: [{ member: 'assure', age: 40, monthlyPrice: 38.5 }],
    });
  });

  it('a 40-year-old in Paris (Z5), Fort: 85 x 1.0 x 1.20 = 102.00 (the reference figure)', () => {
    expect(priceFormula(referenceTariff('Fort'), single(40), '75').monthlyCents).toBe(10200);
  });

  it('a retired 70-year-old in Metz (Z1) on the Alsace-Moselle regime, Minimum: 35 x 1.8 x 0.8 x 0.8 = 40.32', () => {
    expect(priceFormula(referenceTariff('Minimum'), single(70, 'alsace-moselle'), '57').monthlyCents).toBe(
      4032,
    );
  });

  it('a 22-year-old student in Rennes (Z2), Moyen: 60 x 0.6 x 0.92 x 0.9 = 29.81', () => {
    expect(priceFormula(referenceTariff('Moyen'), single(22, 'etudiant'), '35').monthlyCents).toBe(2981);
  });

  it('a couple with three children in Ajaccio (2A, Z5), Fort: 102 + 102 + 29.75 x 2 + 0 = 263.50', () => {
    const household: Household = {
      regime: 'general',
      adults: [
        { member: 'assure', age: 40 },
        { member: 'conjoint', age: 43 },
      ],
      children: [
        { member: 'child1', age: 14 },
        { member: 'child2', age: 10 },
        { member: 'child3', age: 6 },
      ],
    };
    expect(priceFormula(referenceTariff('Fort'), household, '2A')).toEqual({
      monthlyCents: 26350,
      lines: [
        { member: 'assure', age: 40, monthlyPrice: 102 },
        { member: 'conjoint', age: 43, monthlyPrice: 102 },
        { member: 'child1', age: 14, monthlyPrice: 29.75 },
        { member: 'child2', age: 10, monthlyPrice: 29.75 },
        { member: 'child3', age: 6, monthlyPrice: 0 },
      ],
    });
  });

  it('an 80-year-old in Bordeaux (Z4), Maximum: 120 x 2.9 x 1.10 = 382.80', () => {
    expect(priceFormula(referenceTariff('Maximum'), single(80), '33').monthlyCents).toBe(38280);
  });

  it('applies the partner factor and the third-child-free rule', () => {
    const tariff = { ...referenceTariff('Moyen'), partnerFactor: 0.7, childRule: 'third-free' as const };
    const household: Household = {
      regime: 'general',
      adults: [
        { member: 'assure', age: 30 },
        { member: 'conjoint', age: 30 },
      ],
      children: [1, 2, 3, 4].map((i) => ({ member: `child${i}`, age: 10 - i })),
    };
    // 60 x 0.83 = 49.80; partner 49.80 x 0.7 = 34.86; children 21.00 x 3 (the third free)
    expect(priceFormula(tariff, household, '01').monthlyCents).toBe(4980 + 3486 + 2100 * 3);
  });

  it('prices the partner under their own regime', () => {
    const tariff = referenceTariff('Moyen');
    const couple = (partnerRegime?: 'alsace-moselle'): Household => ({
      regime: 'general',
      adults: [
        { member: 'assure', age: 40 },
        { member: 'conjoint', age: 40, ...(partnerRegime ? { regime: partnerRegime } : {}) },
      ],
      children: [],
    });
    const same = priceFormula(tariff, couple(), '01');
    const local = priceFormula(tariff, couple('alsace-moselle'), '01');
    expect(local.lines[0]).toEqual(same.lines[0]);
    const ratio = tariff.regimeFactors['alsace-moselle'] / tariff.regimeFactors.general;
    expect(local.lines[1]?.monthlyPrice).toBeCloseTo((same.lines[1]?.monthlyPrice ?? 0) * ratio, 1);
    expect(local.lines[1]?.monthlyPrice).not.toBe(same.lines[1]?.monthlyPrice);
  });

  it('throws on a tariff with an age gap', () => {
    const tariff = { ...referenceTariff('Moyen'), ageBands: [{ minAge: 0, maxAge: 30, factor: 1 }] };
    expect(() => priceFormula(tariff, single(40), '01')).toThrow(RangeError);
  });
});
