import { validateComparisonRequest } from '@courtage/contracts/offer/validate-comparison-request';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_DEFAULTS } from '../../states/userData/credentialsState.ts';
import { MEMBERS_DEFAULTS, withChildCount, withStatus } from '../../states/userData/members.ts';
import { WARRANTIES_DEFAULTS } from '../../states/userData/warrantiesState.ts';
import { buildComparisonRequest, errorsOfPage, pageOfField } from './comparison-request.ts';

const TODAY = '2026-11-22';

describe('comparison request', () => {
  it('a complete couple with three children in Corsica passes the shared validator', () => {
    let members = withStatus(MEMBERS_DEFAULTS, 'Un couple + enfant(s)');
    members = withChildCount(members, 3);
    members = {
      ...members,
      gender: 'femme',
      birthDate: '1985-04-12',
      activity: 'salarie',
      socialRegime: 'general',
      partnerGender: 'homme',
      partnerBirthDate: '1983-09-30',
      children: {
        child1: { birthDate: '2012-02-01' },
        child2: { birthDate: '2015-07-14' },
        child3: { birthDate: '2019-11-23' },
      },
    };
    const request = buildComparisonRequest(
      members,
      WARRANTIES_DEFAULTS,
      {
        ...CREDENTIALS_DEFAULTS,
        firstName: ' Lætitia ',
        lastName: 'Santoni',
        email: 'l.santoni@example.fr',
        phoneNumber: '06 12 34 56 78',
        postalCode: '20000',
        city: 'Ajaccio',
        insureDate: '2026-12-01',
      },
      true,
    );
    expect(request.credentials.firstName).toBe('Lætitia');
    expect(validateComparisonRequest(request, TODAY)).toEqual([]);
  });

  it('errors are split by page: a future birth date belongs to the household step', () => {
    const members = { ...withStatus(MEMBERS_DEFAULTS, 'Seul(e)'), birthDate: '2030-01-01' };
    const request = buildComparisonRequest(members, WARRANTIES_DEFAULTS, CREDENTIALS_DEFAULTS, false);
    const errors = validateComparisonRequest(request, TODAY);
    expect(errorsOfPage(errors, 1)['members.birthDate']).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    );
    expect(errorsOfPage(errors, 2)).toEqual({});
    expect(Object.keys(errorsOfPage(errors, 3))).toContain('credentials.email');
    expect(pageOfField('consent')).toBe(3);
  });
});
