import { describe, expect, it } from 'vitest';
import { addDays, ageOn, CALENDAR_DATE_PATTERN, firstOfNextMonth, isIsoDate } from './dates.ts';

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

describe('CALENDAR_DATE_PATTERN', () => {
  const pattern = new RegExp(CALENDAR_DATE_PATTERN, 'u');

  it('agrees with isIsoDate on every month-day text of common, leap and century years', () => {
    const disagreements: string[] = [];
    for (const year of ['1900', '2000', '2023', '2024', '2025', '2026', '2100', '2400']) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          if (pattern.test(text) !== isIsoDate(text)) disagreements.push(text);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses the impossible dates of the probe and anything that is not YYYY-MM-DD', () => {
    for (const text of [
      '2026-02-30',
      '2026-04-31',
      '2025-02-29',
      '2100-02-29',
      '2026-2-3',
      '2026-02-03T00:00',
      '',
    ])
      expect(pattern.test(text), text).toBe(false);
    for (const text of ['2024-02-29', '2000-02-29', '2026-12-31'])
      expect(pattern.test(text), text).toBe(true);
  });
});
