import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { officialCity } from './site-form-route.ts';

describe('officialCity', () => {
  let index: PostalCodeIndex;
  beforeAll(async () => {
    index = await loadPostalCodeIndex();
  });

  it('gives back the official city name of a commune of the postal code', () => {
    expect(officialCity(index, { postalCode: ' 57000 ', city: ' metz ' })).toBe('Metz');
  });

  it('throws one 400 with the French error of the place', () => {
    expect(() => officialCity(index, { postalCode: '99999', city: 'Metz' })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'postalCode', message: 'Code postal inconnu.' }],
      }),
    );
    expect(() => officialCity(index, { postalCode: '57000', city: 'Nancy' })).toThrow(
      expect.objectContaining({ details: [{ field: 'city', message: 'Veuillez choisir votre commune.' }] }),
    );
  });
});
