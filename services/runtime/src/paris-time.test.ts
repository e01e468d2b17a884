import { describe, expect, it } from 'vitest';
import { parisInstant, parisWallClock } from './paris-time.ts';

describe('Paris wall-clock time', () => {
  it('reads a wall-clock time in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisInstant('2026-11-25', '10:00')?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(parisInstant('2026-07-01', '10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('reads the days of the switches on the right side of them', () => {
    // 29 March 2026: 02:00 -> 03:00; 25 October 2026: 03:00 -> 02:00.
    expect(parisInstant('2026-03-29', '01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parisInstant('2026-03-29', '09:00')?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(parisInstant('2026-10-25', '09:00')?.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('refuses a malformed date or time', () => {
    expect(parisInstant('25/11/2026', '10:00')).toBeNull();
    expect(parisInstant('2026-11-25', '10h00')).toBeNull();
  });

  it('gives the Paris date and time of an instant, across midnight and the switches', () => {
    expect(parisWallClock(new Date('2026-11-25T23:30:00Z'))).toEqual({ date: '2026-11-26', time: '00:30' });
    expect(parisWallClock(new Date('2026-07-01T08:05:59Z'))).toEqual({ date: '2026-07-01', time: '10:05' });
    expect(parisWallClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(parisWallClock(new Date('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', time: '02:00' });
  });

  it('round-trips every slot of a day', () => {
    for (const time of ['09:00', '12:30', '18:45']) {
      const instant = parisInstant('2026-10-25', time);
      expect(instant && parisWallClock(instant)).toEqual({ date: '2026-10-25', time });
    }
  });
});
