import { checkForm } from '@courtage/contracts/form/define-form';
import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_DEFAULTS } from '../../states/userData/credentialsState.ts';
import { MEMBERS_DEFAULTS, withChildCount, withStatus } from '../../states/userData/members.ts';
import { WARRANTIES_DEFAULTS } from '../../states/userData/warrantiesState.ts';
import { buildComparisonRequest, errorsOfPage, pageOfField } from './comparison-request.ts';

describe('comparison request', () => {
  it('a complete couple with three children in Corsica passes the contracts form', () => {
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
        insureDate: addDays(parisDate(), 7),
      },
      true,
    );
    expect(request.credentials.firstName).toBe('Lætitia');
    expect(checkForm(comparisonRequestForm, request)).toEqual([]);
  });

  it('errors are split by page: a future birth date belongs to the household step', () => {
    const members = { ...withStatus(MEMBERS_DEFAULTS, 'Seul(e)'), birthDate: '2030-01-01' };
    const request = buildComparisonRequest(members, WARRANTIES_DEFAULTS, CREDENTIALS_DEFAULTS, false);
    const errors = checkForm(comparisonRequestForm, request);
    expect(errorsOfPage(errors, 1)['members.birthDate']).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    );
    expect(errorsOfPage(errors, 2)).toEqual({});
    expect(Object.keys(errorsOfPage(errors, 3))).toContain('credentials.email');
    expect(pageOfField('consent')).toBe(3);
  });
});
