import { describe, expect, it } from 'vitest';
import { addDays, ageOn, firstOfNextMonth, isIsoDate } from './dates.ts';

describe('offer dates', () => {
  it('accepts only existing dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
  });

  it('computes the age in whole years', () => {
    expect(ageOn('1985-06-15', '2025-06-14')).toBe(39);
    expect(ageOn('1985-06-15', '2025-06-15')).toBe(40);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
  });

  it('gives the first of next month and adds days', () => {
    expect(firstOfNextMonth('2025-12-14')).toBe('2026-01-01');
    expect(firstOfNextMonth('2025-01-31')).toBe('2025-02-01');
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
  });
});
