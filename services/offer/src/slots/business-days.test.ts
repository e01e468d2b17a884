import { describe, expect, it } from 'vitest';
import { businessDaysFrom, easterSunday, isBusinessDay, isPast, parisNow } from './business-days.ts';

describe('business days', () => {
  it('knows Easter and the movable holidays', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(isBusinessDay('2026-04-06')).toBe(false); // lundi de Pâques
    expect(isBusinessDay('2026-05-14')).toBe(false); // Ascension
    expect(isBusinessDay('2026-05-25')).toBe(false); // lundi de Pentecôte
  });

  it('skips weekends and fixed holidays', () => {
    expect(businessDaysFrom('2026-12-24', 3)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
  });

  it('reads the Paris clock across daylight saving time', () => {
    expect(parisNow(new Date('2026-01-15T08:30:00Z'))).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(parisNow(new Date('2026-07-15T22:30:00Z'))).toEqual({ date: '2026-07-16', time: '00:30' });
    expect(isPast('2026-07-16', '09:00', { date: '2026-07-16', time: '09:00' })).toBe(true);
    expect(isPast('2026-07-16', '10:00', { date: '2026-07-16', time: '09:00' })).toBe(false);
  });

  it('gives each minute its own clock, also when asked twice within a minute', () => {
    expect(parisNow(new Date('2026-03-29T00:59:59Z'))).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(parisNow(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(parisNow(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    const clock = parisNow(new Date('2026-03-29T01:00:30Z'));
    clock.time = 'changed';
    expect(parisNow(new Date('2026-03-29T01:00:10Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
  });
});
