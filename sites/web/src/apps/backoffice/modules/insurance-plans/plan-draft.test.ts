import type { FormulaInput, PlanContent } from '@courtage/contracts/offer/plan-admin';
import { describe, expect, it } from 'vitest';
import { checkPlanDraft, formatDepartements, PLAN_MESSAGES, parseDepartements } from './plan-draft.ts';

const validatePlanDraft = (content: PlanContent) => checkPlanDraft({ mode: 'edit', content });

const formula: FormulaInput = {
  code: 'essentiel',
  name: 'Essentiel',
  tariff: {
    basePrice: 35,
    ageBands: [
      { minAge: 0, maxAge: 39, factor: 1 },
      { minAge: 40, maxAge: 110, factor: 1.5 },
    ],
    zoneFactors: { Z1: 0.8, Z2: 1 },
    departementZones: { '75': 'Z2', '2A': 'Z1' },
    defaultZone: 'Z1',
    regimeFactors: { general: 1, 'alsace-moselle': 0.8, tns: 1, agricole: 1, etudiant: 0.9 },
    partnerFactor: 1,
    childFactor: 0.35,
    childRule: 'third-free',
  },
  guarantees: [
    {
      category: 'medicalCare',
      code: 'consultation',
      label: 'Consultations',
      kind: 'percent_br',
      value: 100,
      hundredPercentSante: false,
    },
  ],
  waitingPeriods: { medicalCare: 0, dental: 6, visual: 3, hearing: 12, hospitalization: 3 },
  contratResponsable: true,
  hundredPercentSante: true,
  ipid: { title: 'IPID', url: '/ipid.pdf' },
};
const plan: PlanContent = { name: 'Azur', yearlyDiscountPercent: 0, formulas: [formula] };
const withTariff = (tariff: Partial<FormulaInput['tariff']>): PlanContent => ({
  ...plan,
  formulas: [{ ...formula, tariff: { ...formula.tariff, ...tariff } }],
});

describe('plan draft checks', () => {
  it('accepts a complete plan', () => {
    expect(validatePlanDraft(plan)).toEqual([]);
  });

  it('refuses a negative price or factor', () => {
    expect(validatePlanDraft(withTariff({ basePrice: -1 }))).toEqual([
      { field: 'formulas.0.tariff.basePrice', message: PLAN_MESSAGES.basePrice },
    ]);
    expect(validatePlanDraft(withTariff({ zoneFactors: { Z1: -0.8, Z2: 1 } }))[0]?.field).toBe(
      'formulas.0.tariff.zoneFactors.Z1',
    );
  });

  it('refuses age bands with a gap or not reaching 110', () => {
    const gap = withTariff({
      ageBands: [
        { minAge: 0, maxAge: 30, factor: 1 },
        { minAge: 40, maxAge: 110, factor: 1 },
      ],
    });
    expect(validatePlanDraft(gap)).toEqual([
      { field: 'formulas.0.tariff.ageBands', message: PLAN_MESSAGES.ageBands },
    ]);
    expect(validatePlanDraft(withTariff({ ageBands: [{ minAge: 0, maxAge: 99, factor: 1 }] }))).toHaveLength(
      1,
    );
  });

  it('refuses a zone used by a département without a factor', () => {
    expect(validatePlanDraft(withTariff({ departementZones: { '75': 'Z9' } }))).toEqual([
      { field: 'formulas.0.tariff.zoneFactors', message: PLAN_MESSAGES.zone },
    ]);
  });

  // The same plan and the same verdict as the offer service's (services/offer/test/admin-plans.test.ts).
  it('refuses an age-band factor of 0 and a duplicate guarantee code, like the offer service', () => {
    const twice = { ...formula.guarantees[0]!, label: 'Consultations (bis)' };
    const draft = {
      ...plan,
      formulas: [
        {
          ...formula,
          tariff: { ...formula.tariff, ageBands: [{ minAge: 0, maxAge: 110, factor: 0 }] },
          guarantees: [...formula.guarantees, twice],
        },
      ],
    };
    const expected = [
      { field: 'formulas.0.tariff.ageBands', message: 'Chaque coefficient doit être un nombre positif.' },
      {
        field: 'formulas.0.guarantees.1.code',
        message: 'Deux garanties d’une formule ne peuvent pas avoir le même code.',
      },
    ];
    expect(validatePlanDraft(draft)).toEqual(expected);
    expect(
      checkPlanDraft({ mode: 'create', insurerCode: 'azurea', code: 'g-essai', content: draft }),
    ).toEqual(expected);
  });

  it('reads and writes département lines, Corsica included', () => {
    expect(parseDepartements('75=Z5\n\n2a = Z3')).toEqual({ '75': 'Z5', '2A': 'Z3' });
    expect(parseDepartements('75:Z5')).toBeUndefined();
    expect(formatDepartements({ '75': 'Z5', '2A': 'Z3' })).toBe('75=Z5\n2A=Z3');
  });
});
