import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { ELIGIBILITY_MESSAGES, type Eligibility, isEligible, OPEN_ELIGIBILITY } from './eligibility.ts';
import { planContentForm } from './plan-content-form.ts';
import { SOCIAL_REGIMES } from './vocabulary.ts';

const senior: Eligibility = { ...OPEN_ELIGIBILITY, minAge: 60, activities: ['retraite', 'salarie'] };
const applicant = { age: 65, activity: 'retraite', socialRegime: 'general', status: 'Un couple' } as const;

describe('isEligible', () => {
  it('accepts an applicant inside every rule', () => {
    expect(isEligible(senior, applicant)).toBe(true);
    expect(isEligible(OPEN_ELIGIBILITY, { ...applicant, age: 0, activity: 'etudiant' })).toBe(true);
  });

  it('refuses on age (bounds included), activity, regime and household shape', () => {
    expect(isEligible(senior, { ...applicant, age: 60 })).toBe(true);
    expect(isEligible(senior, { ...applicant, age: 59 })).toBe(false);
    expect(isEligible({ ...senior, maxAge: 70 }, { ...applicant, age: 71 })).toBe(false);
    expect(isEligible(senior, { ...applicant, activity: 'etudiant' })).toBe(false);
    expect(isEligible({ ...senior, socialRegimes: ['tns'] }, applicant)).toBe(false);
    expect(isEligible({ ...senior, householdStatuses: ['Seul(e)'] }, applicant)).toBe(false);
  });

  it('holds the partner to the activities and regimes, except beside a self-employed main insured', () => {
    const retiredPartner = { activity: 'retraite', socialRegime: 'general' } as const;
    expect(isEligible(senior, { ...applicant, partner: retiredPartner })).toBe(true);
    expect(isEligible(senior, { ...applicant, partner: { ...retiredPartner, activity: 'etudiant' } })).toBe(
      false,
    );
    const noAgricole = { ...senior, socialRegimes: SOCIAL_REGIMES.filter((r) => r !== 'agricole') };
    expect(
      isEligible(noAgricole, { ...applicant, partner: { ...retiredPartner, socialRegime: 'agricole' } }),
    ).toBe(false);
    // A TNS plan covers the TNS's family, whatever the partner's activity and regime.
    const tnsPlan: Eligibility = { ...OPEN_ELIGIBILITY, activities: ['tns'], socialRegimes: ['tns'] };
    const tns = { age: 45, activity: 'tns', socialRegime: 'tns', status: 'Un couple' } as const;
    expect(isEligible(tnsPlan, { ...tns, partner: { activity: 'salarie', socialRegime: 'general' } })).toBe(
      true,
    );
  });
});

describe('eligibility in the plan form', () => {
  const formula = {
    code: 'base',
    name: 'Base',
    tariff: {
      basePrice: 30,
      ageBands: [{ minAge: 0, maxAge: 110, factor: 1 }],
      zoneFactors: { Z: 1 },
      departementZones: {},
      defaultZone: 'Z',
      regimeFactors: Object.fromEntries(SOCIAL_REGIMES.map((r) => [r, 1])),
      partnerFactor: 1,
      childFactor: 0.5,
      childRule: 'all-pay',
    },
    guarantees: [
      {
        category: 'medicalCare',
        code: 'sc',
        label: 'Soins',
        kind: 'percent_br',
        value: 100,
        hundredPercentSante: false,
      },
    ],
    waitingPeriods: { medicalCare: 0, dental: 0, visual: 0, hearing: 0, hospitalization: 0 },
    contratResponsable: true,
    hundredPercentSante: true,
    ipid: { title: 'IPID', url: '/ipid.pdf' },
  };
  const content = (eligibility: unknown) => ({
    name: 'Plan test',
    yearlyDiscountPercent: 0,
    ...(eligibility === undefined ? {} : { eligibility }),
    formulas: [formula],
  });
  const errorsOf = (eligibility: unknown) => checkForm(planContentForm, content(eligibility));

  it('refuses an age range upside down and empty lists, in French', () => {
    expect(errorsOf({ ...OPEN_ELIGIBILITY, minAge: 70, maxAge: 60 })).toEqual([
      { field: 'eligibility.maxAge', message: ELIGIBILITY_MESSAGES.ageRange },
    ]);
    expect(errorsOf({ ...OPEN_ELIGIBILITY, activities: [] })).toEqual([
      { field: 'eligibility.activities', message: ELIGIBILITY_MESSAGES.activities },
    ]);
    expect(errorsOf({ ...OPEN_ELIGIBILITY, maxAge: 200 })).toEqual([
      { field: 'eligibility.maxAge', message: ELIGIBILITY_MESSAGES.age },
    ]);
  });

  it('accepts open rules and content without rules', () => {
    expect(errorsOf(OPEN_ELIGIBILITY)).toEqual([]);
    expect(errorsOf(undefined)).toEqual([]);
  });
});
