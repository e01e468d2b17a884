import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { WARRANTY_CATEGORIES, type WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import { describe, expect, it } from 'vitest';
import { catalogPlans } from '../seed/catalog-plans.ts';
import { SEED_PLANS } from '../seed/seed-catalog.ts';
import { comparePlans, type WantedLevels } from './compare-plans.ts';
import { applicantOf, eligiblePlans } from './eligibility.ts';
import { householdOf } from './household.ts';

const plans = catalogPlans(SEED_PLANS);
const all = (level: WarrantyLevel) =>
  Object.fromEntries(WARRANTY_CATEGORIES.map((c) => [c, level])) as WantedLevels;
const START = '2026-12-01';

/** The plan codes a comparison would list for this request (eligible, then priced). */
function offeredCodes(request: ReturnType<typeof sampleComparisonRequest>, departement: string): string[] {
  const offers = comparePlans(
    eligiblePlans(plans, applicantOf(request)),
    householdOf(request),
    all('Moyen'),
    departement,
  );
  return offers.map((o) => o.plan.code);
}

const base = sampleComparisonRequest();
const credentials = (postalCode: string, city: string) => ({
  ...base.credentials,
  postalCode,
  city,
  insureDate: START,
});

// Personas whose plans differ: a student, an employee, a self-employed worker, a retiree.
const student = sampleComparisonRequest({
  members: {
    status: 'Seul(e)',
    gender: 'homme',
    birthDate: '2005-03-14', // 21 on the start date
    hasPartner: false,
    activity: 'etudiant',
    socialRegime: 'etudiant',
    childs: 0,
    children: {},
  },
  credentials: credentials('75011', 'Paris 11e Arrondissement'),
});
const retiredCouple = sampleComparisonRequest({
  members: {
    status: 'Un couple',
    gender: 'femme',
    birthDate: '1954-06-02', // 72
    hasPartner: true,
    activity: 'retraite',
    socialRegime: 'general',
    childs: 0,
    partnerGender: 'homme',
    partnerBirthDate: '1951-02-20', // 75
    children: {},
  },
  credentials: credentials('06000', 'Nice'),
});
const singleMother = sampleComparisonRequest({
  members: {
    status: 'Seul(e) + enfant(s)',
    gender: 'femme',
    birthDate: '1988-09-09',
    hasPartner: false,
    activity: 'salarie',
    socialRegime: 'alsace-moselle',
    childs: 2,
    children: { child1: { birthDate: '2015-01-10' }, child2: { birthDate: '2019-05-22' } },
  },
  credentials: credentials('67000', 'Strasbourg'),
});
const selfEmployed = sampleComparisonRequest({
  members: {
    status: 'Seul(e)',
    gender: 'homme',
    birthDate: '1975-10-10',
    hasPartner: false,
    activity: 'tns',
    socialRegime: 'tns',
    childs: 0,
    children: {},
  },
  credentials: credentials('33000', 'Bordeaux'),
});

describe('eligibility of the seed plans', () => {
  it('a student of 21 in Paris 11e gets student plans, never a senior, TNS or young workers’ plan', () => {
    const codes = offeredCodes(student, '75');
    expect(codes).toContain('boreal-jeunes');
    expect(codes).not.toContain('ponant-senior');
    expect(codes).not.toContain('horizon-tns');
    expect(codes).not.toContain('azur-jeunes-actifs');
    expect(codes.length).toBeGreaterThanOrEqual(5);
  });

  it('a retired couple of 72 and 75 in Nice gets the senior plan, never a student or TNS plan', () => {
    const codes = offeredCodes(retiredCouple, '06');
    expect(codes).toContain('ponant-senior');
    expect(codes).not.toContain('boreal-jeunes');
    expect(codes).not.toContain('horizon-tns');
    expect(codes).not.toContain('azur-jeunes-actifs');
  });

  it('a salaried single mother in Strasbourg gets family plans, never a TNS, senior or student plan', () => {
    const codes = offeredCodes(singleMother, '67');
    expect(codes).toContain('ponant-famille');
    expect(codes).not.toContain('horizon-tns');
    expect(codes).not.toContain('ponant-senior');
    expect(codes).not.toContain('boreal-jeunes');
  });

  it('an employee is never offered a TNS plan, a self-employed person is', () => {
    expect(offeredCodes(base, '2A')).not.toContain('horizon-tns');
    expect(offeredCodes(selfEmployed, '33')).toContain('horizon-tns');
  });

  it('takes the age on the start date: 60 the day before the start gets the senior plan, 59 does not', () => {
    const at = (birthDate: string) =>
      applicantOf({ ...retiredCouple, members: { ...retiredCouple.members, birthDate } });
    const senior = plans.find((p) => p.code === 'ponant-senior')!;
    expect(eligiblePlans([senior], at('1966-11-30'))).toHaveLength(1);
    expect(eligiblePlans([senior], at('1966-12-02'))).toHaveLength(0);
  });

  it('every household of the issue still gets offers (open plans exist for all)', () => {
    for (const [request, dep] of [
      [student, '75'],
      [retiredCouple, '06'],
      [singleMother, '67'],
      [selfEmployed, '33'],
      [base, '2A'],
    ] as const)
      expect(offeredCodes(request, dep).length).toBeGreaterThanOrEqual(5);
  });
});
