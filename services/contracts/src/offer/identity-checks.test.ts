import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import type { Members } from './comparison-request.ts';
import { IDENTITY_MESSAGES, nirBirthMatches, nirSexMatches } from './identity-checks.ts';
import { type DeclaredHousehold, declaredHousehold } from './subscriber-identity.ts';
import { subscriberIdentityForm } from './subscriber-identity-form.ts';
import type { Step01 } from './subscription.ts';
import { BENEFICIARY_MESSAGES } from './subscription-form.ts';
import { SPOUSE_NIR, sampleComparisonRequest, sampleStep01 } from './test-requests.ts';

// A woman born in April 1985 in Corse-du-Sud (the sample step 01), a man born abroad in 1990.
const SAMPLE = declaredHousehold(sampleComparisonRequest().members);
const FOREIGN_NIR = '1 90 11 99 352 123 14';
const alone = (gender: 'homme' | 'femme', birthDate: string): DeclaredHousehold => ({
  gender,
  birthDate,
  childBirthDates: [],
});
const check = (step01: Step01, declared: DeclaredHousehold) =>
  checkForm(subscriberIdentityForm, { step01, declared });
const foreigner = (birthCountry: string) =>
  sampleStep01({ securiteSociale: FOREIGN_NIR, birthCountry, beneficiaries: { children: [] } });

describe('identity cross-checks of the NIR (subscriberIdentityForm)', () => {
  it('reads the household a comparison declared, children in their order', () => {
    const members: Members = {
      ...sampleComparisonRequest().members,
      children: { child2: { birthDate: '2015-07-14' }, child1: { birthDate: '2012-02-01' } },
    };
    expect(declaredHousehold(members)).toEqual({
      gender: 'femme',
      birthDate: '1985-04-12',
      partnerBirthDate: '1983-09-30',
      partnerGender: 'homme',
      childBirthDates: ['2012-02-01', '2015-07-14'],
    });
  });

  it('accepts the NIR that agrees with the declared identity', () => {
    expect(check(sampleStep01(), SAMPLE)).toEqual([]);
    expect(check(foreigner('Islande'), alone('homme', '1990-11-02'))).toEqual([]);
  });

  it('refuses a woman’s NIR for a man, in French next to the NIR', () => {
    expect(check(sampleStep01(), { ...SAMPLE, gender: 'homme' })).toEqual([
      { field: 'step01.securiteSociale', message: IDENTITY_MESSAGES.nirSex },
    ]);
    expect(nirSexMatches('1 50 03 57 463 123 38', 'homme')).toBe(true);
    expect(nirSexMatches('1 50 03 57 463 123 38', 'femme')).toBe(false);
  });

  it('refuses a NIR born 1990-11 for a person born 1985-05', () => {
    expect(check(foreigner('Islande'), alone('homme', '1985-05-20'))).toEqual([
      { field: 'step01.securiteSociale', message: IDENTITY_MESSAGES.nirBirth },
    ]);
    expect(nirBirthMatches('2 85 04 2A 004 123 87', '1985-05-12')).toBe(false);
    expect(nirBirthMatches('2 85 04 2A 004 123 87', '1985-04-30')).toBe(true);
    // Month unknown (20 to 42, 50 and more): the year alone is compared.
    expect(nirBirthMatches('1 85 99 99 352 123 45', '1985-05-20')).toBe(true);
    expect(nirBirthMatches('1 85 99 99 352 123 45', '1986-05-20')).toBe(false);
  });

  it('refuses département 99 with France as the birth country, next to the country', () => {
    for (const country of ['France', ' france ', 'FRANCE', 'La France'])
      expect(check(foreigner(country), alone('homme', '1990-11-02'))).toEqual([
        { field: 'step01.birthCountry', message: IDENTITY_MESSAGES.nirForeignCountry },
      ]);
  });
});

describe('the insured partner’s own NIR (a man born in September 1983)', () => {
  const withPartner = (partner: Partial<NonNullable<NonNullable<Step01['beneficiaries']>['partner']>>) => {
    const step = sampleStep01();
    step.beneficiaries!.partner = { ...step.beneficiaries!.partner!, ...partner };
    return step;
  };
  const PARTNER_NIR = 'step01.beneficiaries.partner.securiteSociale';

  it('accepts his NIR from Haute-Corse (2B), Corse-du-Sud (2A), La Réunion (974) or abroad (99), dashed or spaced', () => {
    for (const [nir, birthCountry] of [
      [SPOUSE_NIR, 'France'],
      ['1-83-09-2A-004-045-05', 'France'],
      ['1 83 09 97 411 045 45', 'France'],
      ['1.83.09.99.135.045.26', 'Italie'],
    ] as const)
      expect(check(withPartner({ securiteSociale: nir, birthCountry }), SAMPLE), nir).toEqual([]);
  });

  it('asks for it when empty and refuses a wrong key, next to his NIR', () => {
    expect(check(withPartner({ securiteSociale: ' ' }), SAMPLE)).toEqual([
      { field: PARTNER_NIR, message: BENEFICIARY_MESSAGES.partnerSecuriteSocialeRequired },
    ]);
    expect(check(withPartner({ securiteSociale: '1 83 09 2B 033 045 36' }), SAMPLE)).toEqual([
      { field: PARTNER_NIR, message: BENEFICIARY_MESSAGES.partnerSecuriteSociale },
    ]);
  });

  it('refuses a woman’s NIR or another birth month for him, and 99 with France', () => {
    // 2 83 09 2B 033 045: the key of a woman's number.
    expect(check(withPartner({ securiteSociale: '2 83 09 2B 033 045 82' }), SAMPLE)).toEqual([
      { field: PARTNER_NIR, message: IDENTITY_MESSAGES.partnerNirSex },
    ]);
    expect(check(withPartner({ securiteSociale: '1 83 10 2B 033 045 51' }), SAMPLE)).toEqual([
      { field: PARTNER_NIR, message: IDENTITY_MESSAGES.partnerNirBirth },
    ]);
    expect(
      check(withPartner({ securiteSociale: '1 83 09 99 135 045 26', birthCountry: 'France' }), SAMPLE),
    ).toEqual([
      {
        field: 'step01.beneficiaries.partner.birthCountry',
        message: IDENTITY_MESSAGES.partnerNirForeignCountry,
      },
    ]);
  });

  it('asks for his birth place and country', () => {
    expect(check(withPartner({ birthPlace: '', birthCountry: '' }), SAMPLE)).toEqual([
      { field: 'step01.beneficiaries.partner.birthPlace', message: BENEFICIARY_MESSAGES.partnerBirthPlace },
      {
        field: 'step01.beneficiaries.partner.birthCountry',
        message: BENEFICIARY_MESSAGES.partnerBirthCountry,
      },
    ]);
  });
});

describe('the household named at subscription', () => {
  it('needs the partner and every child of the comparison, on their birth dates', () => {
    const step = sampleStep01();
    delete step.beneficiaries!.partner;
    for (const child of step.beneficiaries!.children) child.attachedTo = 'assure';
    expect(check(step, SAMPLE)).toEqual([
      { field: 'step01.beneficiaries.partner.firstName', message: BENEFICIARY_MESSAGES.partnerFirstName },
    ]);
    const moved = sampleStep01();
    moved.beneficiaries!.children[2]!.birthDate = '2019-11-24';
    expect(check(moved, SAMPLE)).toEqual([
      { field: 'step01.beneficiaries.children.2.birthDate', message: BENEFICIARY_MESSAGES.birthDateDiffers },
    ]);
    const missing = sampleStep01();
    missing.beneficiaries!.children.pop();
    expect(check(missing, SAMPLE)).toEqual([
      { field: 'step01.beneficiaries.children', message: BENEFICIARY_MESSAGES.childrenCount },
    ]);
  });

  it('refuses a partner the comparison did not have', () => {
    const step = sampleStep01({ securiteSociale: FOREIGN_NIR, birthCountry: 'Islande' });
    step.beneficiaries!.children = [];
    expect(check(step, alone('homme', '1990-11-02'))).toEqual([
      { field: 'step01.beneficiaries.partner.firstName', message: BENEFICIARY_MESSAGES.partnerUnexpected },
    ]);
  });
});

describe('a damaged value', () => {
  it('gets field errors, never an exception, whatever part is missing or of the wrong kind', () => {
    const valid = { step01: sampleStep01(), declared: SAMPLE };
    const paths = [
      ['step01'],
      ['declared'],
      ['declared', 'gender'],
      ['step01', 'securiteSociale'],
      ['step01', 'bankDetails'],
      ['step01', 'paymentPreferences'],
      ['step01', 'consent'],
      ['step01', 'beneficiaries'],
      ['step01', 'beneficiaries', 'children'],
    ];
    for (const path of paths)
      for (const bad of [undefined, null, 12, 'x', [], {}]) {
        const value = structuredClone(valid) as Record<string, unknown>;
        let parent = value;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
        parent[path.at(-1)!] = bad;
        const errors = checkForm(subscriberIdentityForm, value);
        expect(errors.length, `${path.join('.')} = ${JSON.stringify(bad)}`).toBeGreaterThan(0);
      }
  });
});
