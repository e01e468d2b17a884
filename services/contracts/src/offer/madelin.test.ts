import { describe, expect, it } from 'vitest';
import { madelinCeiling, madelinEstimate, marginalRate, PASS_2025 } from './madelin.ts';

describe('Madelin estimate', () => {
  it('caps the deduction at 3.75 % of income + 7 % PASS, and 3 % of 8 PASS', () => {
    expect(madelinCeiling(0)).toBe(Math.round(0.07 * PASS_2025)); // 3,297
    expect(madelinCeiling(40_000)).toBe(1500 + 3297);
    expect(madelinCeiling(1_000_000)).toBe(Math.round(0.24 * PASS_2025)); // 11,304
  });

  it('saves the premium deducted at the marginal rate of one share', () => {
    expect(marginalRate(10_000)).toBe(0);
    expect(marginalRate(40_000)).toBe(0.3);
    // 1,200 EUR a year, all deductible at 30 %: 360 EUR saved.
    expect(madelinEstimate(1200, 40_000)).toEqual({ deductible: 1200, saving: 360 });
    // A premium above the ceiling: only the ceiling is deductible.
    expect(madelinEstimate(6000, 20_000)).toEqual({ deductible: 4047, saving: 445 });
  });
});
