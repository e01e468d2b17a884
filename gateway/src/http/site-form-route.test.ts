import type { FieldError } from '@courtage/contracts/errors';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContactForm } from './site-form-route.ts';

const ORDER = ['name', 'postalCode', 'city', 'message'];

describe('checkContactForm', () => {
  let index: PostalCodeIndex;
  beforeAll(async () => {
    index = await loadPostalCodeIndex();
  });

  it('gives back the official city name when every field is valid', () => {
    expect(checkContactForm(index, [], { postalCode: ' 57000 ', city: ' metz ' }, ORDER)).toBe('Metz');
  });

  it('throws one 400 with the place error added, in the form order', () => {
    const errors: FieldError[] = [{ field: 'message', message: 'm' }];
    let thrown: unknown;
    try {
      checkContactForm(index, errors, { postalCode: '99999', city: 'Metz' }, ORDER);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'VALIDATION_FAILED' });
    const details = (thrown as { details: FieldError[] }).details;
    expect(details.map((e) => e.field)).toEqual(['postalCode', 'message']);
  });

  it('does not look the place up when the postal code already failed', () => {
    const errors: FieldError[] = [{ field: 'postalCode', message: 'p' }];
    expect(() => checkContactForm(index, errors, { postalCode: 'abc', city: '' }, ORDER)).toThrow();
    expect(errors).toEqual([{ field: 'postalCode', message: 'p' }]);
  });
});
