import { describe, expect, it } from 'vitest';
import { isValidFrenchPhone } from './french-phone.ts';
import { normalizeFrenchPhone } from './normalize-french-phone.ts';

describe('isValidFrenchPhone', () => {
  it.each(['0612345678', '06 12 34 56 78', '01.23.45.67.89', '+33612345678', '+33 6 12 34 56 78'])(
    'accepts %s',
    (phone) => expect(isValidFrenchPhone(phone)).toBe(true),
  );

  it.each([
    '',
    '061234567',
    '06123456789',
    '0012345678',
    '+3306123456',
    '+44612345678',
    '06-12-34-56-78',
    'abcdefghij',
  ])('rejects %j', (phone) => expect(isValidFrenchPhone(phone)).toBe(false));
});

describe('normalizeFrenchPhone', () => {
  it('gives the national form', () => {
    expect(normalizeFrenchPhone('+33 6 12 34 56 78')).toBe('0612345678');
    expect(normalizeFrenchPhone('01.23.45.67.89')).toBe('0123456789');
  });

  it('gives null for an invalid number', () => {
    expect(normalizeFrenchPhone('12345')).toBeNull();
  });
});
