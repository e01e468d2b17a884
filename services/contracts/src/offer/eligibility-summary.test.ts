import { describe, expect, it } from 'vitest';
import { OPEN_ELIGIBILITY } from './eligibility.ts';
import { eligibilityNote, eligibilitySummary } from './eligibility-summary.ts';

describe('eligibilitySummary', () => {
  it('says only what restricts a plan', () => {
    expect(eligibilitySummary(OPEN_ELIGIBILITY)).toBe('Tous les foyers');
    expect(eligibilitySummary({ ...OPEN_ELIGIBILITY, minAge: 60 })).toBe('60 ans et plus');
    expect(
      eligibilitySummary({
        ...OPEN_ELIGIBILITY,
        minAge: 18,
        maxAge: 70,
        activities: ['tns'],
        socialRegimes: ['tns'],
        householdStatuses: ['Seul(e)', 'Un couple'],
      }),
    ).toBe('de 18 à 70 ans ; Travailleur non salarié ; Travailleur non salarié (SSI) ; Seul(e), Un couple');
  });
});

describe('eligibilityNote', () => {
  it('says shortly whom a narrowing plan is for, nothing for an open one', () => {
    expect(eligibilityNote(OPEN_ELIGIBILITY)).toBeNull();
    expect(
      eligibilityNote({
        ...OPEN_ELIGIBILITY,
        minAge: 60,
        activities: ['salarie', 'tns', 'fonctionnaire', 'retraite', 'sans-activite'],
        socialRegimes: ['general', 'alsace-moselle', 'tns', 'agricole'],
      }),
    ).toBe('Réservée aux 60 ans et plus ; sauf Étudiant(e) ; sauf Étudiant');
    expect(
      eligibilityNote({
        ...OPEN_ELIGIBILITY,
        minAge: 18,
        maxAge: 70,
        activities: ['tns'],
        socialRegimes: ['tns'],
      }),
    ).toBe('Réservée aux 18-70 ans ; Travailleur non salarié ; Travailleur non salarié (SSI)');
  });
});
