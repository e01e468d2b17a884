import { describe, expect, it } from 'vitest';
import { compactIban, isValidIban } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    'FR1420041010050500013M02606',
    'FR76 3000 6000 0112 3456 7890 189',
    'fr76 3000 6000 0112 3456 7890 189',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a wrong check', 'FR7630006000011234567890188'],
    ['a French IBAN of 26 characters', 'FR763000600001123456789018'],
    ['a French IBAN of 28 characters', 'FR76300060000112345678901890'],
    ['no country', '7630006000011234567890189'],
    ['forbidden characters', 'FR76/3000/6000/0112/3456/7890/189'],
    ['empty', ''],
  ])('rejects %s', (_label, iban) => expect(isValidIban(iban)).toBe(false));
});

describe('compactIban', () => {
  it('removes spaces and upper-cases', () => {
    expect(compactIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
  });

  it('removes the dashes and dots typed between the groups, so that such an IBAN is valid', () => {
    expect(compactIban('fr76-3000-6000-0112-3456-7890-189')).toBe('FR7630006000011234567890189');
    expect(isValidIban('fr76-3000-6000-0112-3456-7890-189')).toBe(true);
    expect(isValidIban('FR76.3000.6000.0112.3456.7890.189')).toBe(true);
  });
});
