import { describe, expect, it } from 'vitest';
import { formatDateFr, formatDateTimeFr, formatSlotFr, formatTimeFr } from './french-date.ts';

describe('French dates', () => {
  it('writes a date and time in Paris time', () => {
    // 09:00 UTC is 10:00 in Paris in November (UTC+1).
    expect(formatDateTimeFr('2026-11-24T09:00:00.000Z')).toBe('24 novembre 2026 à 10 h 00');
    // Summer time: UTC+2.
    expect(formatDateTimeFr('2026-07-14T06:30:00.000Z')).toBe('14 juillet 2026 à 08 h 30');
  });

  it('writes the first of the month as 1er', () => {
    expect(formatDateFr('2026-12-01', { withYear: false })).toBe('1er décembre');
    expect(formatDateFr('2026-12-01')).toBe('1er décembre 2026');
    expect(formatDateFr('2026-12-11')).toBe('11 décembre 2026');
    expect(formatDateFr('2026-12-01', { withWeekday: true })).toBe('mardi 1er décembre 2026');
  });

  it('keeps a calendar day on that day whatever the hour in Paris', () => {
    expect(formatDateFr('2026-03-29')).toBe('29 mars 2026');
  });

  it('writes slots and times', () => {
    expect(formatTimeFr('09:30')).toBe('09 h 30');
    expect(formatSlotFr('2026-11-24', '10:00')).toBe('24 novembre 2026 à 10 h 00');
    expect(formatSlotFr('2026-11-24', '10:00', { withWeekday: true })).toBe(
      'mardi 24 novembre 2026 à 10 h 00',
    );
    expect(formatSlotFr('2026-11-24', null)).toBe('24 novembre 2026');
    expect(formatSlotFr(null, '10:00')).toBe('');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDateFr(null)).toBe('');
    expect(formatDateTimeFr('pas une date')).toBe('');
  });
});
