import { describe, expect, it } from 'vitest';
import { compactNir, computeNirKey, isValidNir } from './nir.ts';

describe('computeNirKey', () => {
  it('is 97 minus the number modulo 97', () => {
    expect(computeNirKey('2550814168025')).toBe(97 - (2550814168025 % 97));
    expect(computeNirKey('2550814168025')).toBe(38);
  });

  it('counts Corsica 2A as 19 and 2B as 18', () => {
    expect(computeNirKey('180052A004012')).toBe(97 - (1800519004012 % 97));
    expect(computeNirKey('180052B004012')).toBe(97 - (1800518004012 % 97));
  });
});

describe('isValidNir', () => {
  it('accepts a number whose key matches, with or without spaces', () => {
    expect(isValidNir('255081416802538')).toBe(true);
    expect(isValidNir('2 55 08 14 168 025 38')).toBe(true);
  });

  it('accepts dashes or dots between the groups', () => {
    expect(isValidNir('2-55-08-14-168-025-38')).toBe(true);
    expect(isValidNir('2.55.08.14.168.025.38')).toBe(true);
    expect(compactNir('2-55-08-2a-168-025-38')).toBe('255082A16802538');
  });

  it('accepts Corsican numbers (2A, 2B), in either case', () => {
    const keyA = String(97 - (1800519004012 % 97)).padStart(2, '0');
    const keyB = String(97 - (1800518004012 % 97)).padStart(2, '0');
    expect(isValidNir(`180052A004012${keyA}`)).toBe(true);
    expect(isValidNir(`180052a004012${keyA}`)).toBe(true);
    expect(isValidNir(`180052B004012${keyB}`)).toBe(true);
    expect(isValidNir(`180052B004012${keyA}`)).toBe(false);
  });

  it('accepts temporary numbers starting with 7 or 8', () => {
    const key = String(97 - (7550814168025 % 97)).padStart(2, '0');
    expect(isValidNir(`7550814168025${key}`)).toBe(true);
  });

  it.each([
    ['a wrong key', '255081416802539'],
    ['a first digit other than 1, 2, 7, 8', '355081416802538'],
    ['month 13', '255131416802538'],
    ['too short', '25508141680253'],
    ['letters', '2550814168025AB'],
    ['a slash between the groups', '2/55/08/14/168/025/38'],
    ['empty', ''],
  ])('rejects %s', (_label, nir) => expect(isValidNir(nir)).toBe(false));
});
