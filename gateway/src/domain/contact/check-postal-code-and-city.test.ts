import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPostalCodeAndCity } from './check-postal-code-and-city.ts';

describe('checkPostalCodeAndCity', () => {
  let index: PostalCodeIndex;
  beforeAll(async () => {
    index = await loadPostalCodeIndex();
  });

  it('accepts a commune of the postal code and gives its official name', () => {
    expect(checkPostalCodeAndCity(index, '57000', 'metz')).toEqual({ errors: [], officialCity: 'Metz' });
    expect(checkPostalCodeAndCity(index, '20200', 'SAN MARTINO DI LOTA')).toEqual({
      errors: [],
      officialCity: 'San-Martino-di-Lota',
    });
  });

  it('refuses a city that is not in the postal code', () => {
    expect(checkPostalCodeAndCity(index, '57000', 'Nancy')).toEqual({
      errors: [{ field: 'city', message: 'Veuillez choisir votre commune.' }],
      officialCity: null,
    });
  });

  it('refuses an unknown postal code', () => {
    expect(checkPostalCodeAndCity(index, '99999', 'Metz').errors).toEqual([
      { field: 'postalCode', message: 'Code postal inconnu.' },
    ]);
  });
});
