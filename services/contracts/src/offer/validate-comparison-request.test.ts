import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ComparisonRequestSchema } from './comparison-request.ts';
import { parisDate } from './dates.ts';
import { sampleComparisonRequest } from './test-requests.ts';
import { COMPARISON_MESSAGES, validateComparisonRequest } from './validate-comparison-request.ts';

const TODAY = parisDate();

describe('validateComparisonRequest', () => {
  it('accepts the sample household, which the TypeBox schema accepts too', () => {
    const request = sampleComparisonRequest();
    expect(validateComparisonRequest(request, TODAY)).toEqual([]);
    expect(Value.Check(ComparisonRequestSchema, request)).toBe(true);
  });

  it('rejects a birth date in the future and a child past the age limit, in French', () => {
    const request = sampleComparisonRequest();
    request.members.birthDate = '2030-01-01';
    request.members.children.child1 = { birthDate: '1990-01-01' };
    expect(validateComparisonRequest(request, TODAY)).toEqual([
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
    const fields = validateComparisonRequest(request, TODAY).map((e) => e.field);
    expect(fields).toEqual([
      'members.hasPartner',
      'members.partnerGender',
      'members.partnerBirthDate',
      'members.childs',
      'members.children.child1',
      'members.children.child2',
      'members.children.child3',
    ]);
  });

  it('asks for every missing child birth date and rejects a start date in the past', () => {
    const request = sampleComparisonRequest();
    request.members.childs = 4;
    request.credentials.insureDate = '2020-01-01';
    expect(validateComparisonRequest(request, TODAY)).toEqual([
      { field: 'credentials.insureDate', message: COMPARISON_MESSAGES.insureDatePast },
      { field: 'members.children.child4.birthDate', message: COMPARISON_MESSAGES.childBirthDate },
    ]);
  });

  it('treats garbage as an empty form', () => {
    expect(validateComparisonRequest(null, TODAY).length).toBeGreaterThan(10);
  });
});
