import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, identityErrors, nirBirthMatches, nirSexMatches } from './identity-checks.ts';

// A woman born in April 1985 in Corse-du-Sud (the sample step 01), a man born abroad in 1990.
const woman = { gender: 'femme', birthDate: '1985-04-12' } as const;
const FRENCH_NIR = '2 85 04 2A 004 123 87';
const FOREIGN_NIR = '1 90 11 99 352 123 45';

describe('identity cross-checks of the NIR', () => {
  it('accepts the NIR that agrees with the declared identity', () => {
    expect(identityErrors({ securiteSociale: FRENCH_NIR, birthCountry: 'France' }, woman)).toEqual([]);
    expect(
      identityErrors(
        { securiteSociale: FOREIGN_NIR, birthCountry: 'Islande' },
        { gender: 'homme', birthDate: '1990-11-02' },
      ),
    ).toEqual([]);
  });

  it('refuses a woman’s NIR for a man, in French next to the NIR', () => {
    expect(
      identityErrors({ securiteSociale: FRENCH_NIR, birthCountry: 'France' }, { ...woman, gender: 'homme' }),
    ).toEqual([{ field: 'step01.securiteSociale', message: IDENTITY_MESSAGES.nirSex }]);
    expect(nirSexMatches('1 50 03 57 463 123 38', 'homme')).toBe(true);
    expect(nirSexMatches('1 50 03 57 463 123 38', 'femme')).toBe(false);
  });

  it('refuses a NIR born 1990-11 for a person born 1985-05', () => {
    expect(
      identityErrors(
        { securiteSociale: FOREIGN_NIR, birthCountry: 'Islande' },
        { gender: 'homme', birthDate: '1985-05-20' },
      ),
    ).toEqual([{ field: 'step01.securiteSociale', message: IDENTITY_MESSAGES.nirBirth }]);
    expect(nirBirthMatches(FRENCH_NIR, '1985-05-12')).toBe(false);
    expect(nirBirthMatches(FRENCH_NIR, '1985-04-30')).toBe(true);
    // Month unknown (20 to 42, 50 and more): the year alone is compared.
    expect(nirBirthMatches('1 85 99 99 352 123 45', '1985-05-20')).toBe(true);
    expect(nirBirthMatches('1 85 99 99 352 123 45', '1986-05-20')).toBe(false);
  });

  it('refuses département 99 with France as the birth country, next to the country', () => {
    for (const country of ['France', ' france ', 'FRANCE', 'La France'])
      expect(
        identityErrors(
          { securiteSociale: FOREIGN_NIR, birthCountry: country },
          { gender: 'homme', birthDate: '1990-11-02' },
        ),
      ).toEqual([{ field: 'step01.birthCountry', message: IDENTITY_MESSAGES.nirForeignCountry }]);
  });
});
