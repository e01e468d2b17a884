import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { COMPARISON_MESSAGES } from './comparison-form-parts.ts';
import { ComparisonRequestSchema } from './comparison-request.ts';
import { comparisonRequestForm } from './comparison-request-form.ts';
import { addDays, parisDate } from './dates.ts';
import { sampleComparisonRequest } from './test-requests.ts';

const check = (value: unknown) => checkForm(comparisonRequestForm, value);

describe('the comparator form', () => {
  it('accepts the sample household, which the TypeBox schema accepts too', () => {
    const request = sampleComparisonRequest();
    expect(check(request)).toEqual([]);
    expect(Value.Check(ComparisonRequestSchema, request)).toBe(true);
  });

  it('refuses a birth date in the future and a child past the age limit, in French', () => {
    const request = sampleComparisonRequest();
    request.members.birthDate = addDays(parisDate(), 1);
    request.members.children.child1 = { birthDate: '1990-01-01' };
    expect(check(request)).toEqual([
      { field: 'members.birthDate', message: COMPARISON_MESSAGES.birthDateFuture },
      {
        field: 'members.children.child1.birthDate',
        message: 'Un enfant doit avoir au plus 25 ans à la date d’effet.',
      },
    ]);
  });

  it('checks the household status against partner and children', () => {
    const request = sampleComparisonRequest();
    request.members.status = 'Seul(e)';
    expect(check(request).map((e) => e.field)).toEqual([
      'members.hasPartner',
      'members.partnerGender',
      'members.partnerBirthDate',
      'members.childs',
      'members.children.child1',
      'members.children.child2',
      'members.children.child3',
    ]);
  });

  it('asks for every missing child birth date and refuses a start date in the past', () => {
    const request = sampleComparisonRequest();
    request.members.childs = 4;
    request.credentials.insureDate = '2020-01-01';
    expect(check(request)).toEqual([
      { field: 'members.children.child4.birthDate', message: COMPARISON_MESSAGES.childBirthDate },
      { field: 'credentials.insureDate', message: COMPARISON_MESSAGES.insureDatePast },
    ]);
  });

  it('ages are taken on the start date: 17 today but 18 on the start date is an adult', () => {
    const request = sampleComparisonRequest();
    const start = addDays(parisDate(), 30);
    const eighteenth = `${Number(start.slice(0, 4)) - 18}${start.slice(4)}`;
    request.credentials.insureDate = start;
    request.members.birthDate = eighteenth;
    expect(check(request)).toEqual([]);
    request.credentials.insureDate = parisDate();
    expect(check(request)).toEqual([
      { field: 'members.birthDate', message: COMPARISON_MESSAGES.adultTooYoung },
    ]);
  });

  it('an empty field is required, a filled one that does not parse is invalid', () => {
    const request = sampleComparisonRequest();
    request.credentials.email = '';
    request.credentials.phoneNumber = '   ';
    request.credentials.postalCode = '750';
    expect(check(request)).toEqual([
      { field: 'credentials.email', message: COMPARISON_MESSAGES.emailRequired },
      { field: 'credentials.phoneNumber', message: COMPARISON_MESSAGES.phoneRequired },
      { field: 'credentials.postalCode', message: COMPARISON_MESSAGES.postalCode },
    ]);
    request.credentials.email = 'marie@';
    request.credentials.phoneNumber = '12';
    request.credentials.postalCode = '';
    expect(check(request)).toEqual([
      { field: 'credentials.email', message: COMPARISON_MESSAGES.email },
      { field: 'credentials.phoneNumber', message: COMPARISON_MESSAGES.phone },
      { field: 'credentials.postalCode', message: COMPARISON_MESSAGES.postalCodeRequired },
    ]);
  });

  it('names unknown fields where they are, and a missing slice without running its rules', () => {
    const request = sampleComparisonRequest() as unknown as Record<string, Record<string, unknown>>;
    request.members!.role = 'admin';
    (request.members!.children as Record<string, unknown>).child9x = { birthDate: '2015-01-01' };
    expect(check(request)).toEqual([
      { field: 'members.role', message: 'Ce champ n’est pas attendu.' },
      { field: 'members.children.child9x', message: 'Ce champ n’est pas attendu.' },
    ]);
    expect(check({ members: sampleComparisonRequest().members, consent: true })).toEqual([
      { field: 'warranties', message: 'Ce champ est obligatoire.' },
      { field: 'credentials', message: 'Ce champ est obligatoire.' },
    ]);
  });
});
