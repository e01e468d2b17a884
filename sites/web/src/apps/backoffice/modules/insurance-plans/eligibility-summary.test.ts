import { OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import { describe, expect, it } from 'vitest';
import { eligibilitySummary } from './eligibility-summary.ts';

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
