import { describe, expect, it } from 'vitest';
import { formatEuro, formatRatio } from './format-fr.ts';

// Intl writes narrow no-break spaces in amounts and percentages: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('French amounts', () => {
  it('writes euros and ratios', () => {
    expect(plain(formatEuro(45.9))).toBe('45,90 €');
    expect(plain(formatEuro(1234.5))).toBe('1 234,50 €');
    expect(plain(formatRatio(0.125))).toBe('12,5 %');
    expect(formatRatio(null)).toBe('—');
  });
});
