import { describe, expect, it } from 'vitest';
import { addDays, monthStart, PERIOD_PRESETS, parisToday, readPeriod } from './dashboard-period.ts';

describe('dashboard period', () => {
  it('takes today in Paris, not in UTC', () => {
    // 23:30 UTC on 24 November is already the 25th in Paris (UTC+1).
    expect(parisToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(parisToday(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
  });

  it('reads the URL, the last 30 days otherwise', () => {
    expect(readPeriod(new URLSearchParams({ from: '2026-11-01', to: '2026-11-24' }), '2026-11-24')).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(readPeriod(new URLSearchParams({ from: 'hier' }), '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
    });
  });

  it('builds the presets from today', () => {
    const periods = PERIOD_PRESETS.map((preset) => preset.period('2026-11-24'));
    expect(periods).toEqual([
      { from: '2026-11-18', to: '2026-11-24' },
      { from: '2026-10-26', to: '2026-11-24' },
      { from: '2026-11-01', to: '2026-11-24' },
    ]);
  });
});
