import { describe, expect, it } from 'vitest';
import { frenchDate, frenchDateTime, parisInstant } from './paris-time.ts';

describe('parisInstant', () => {
  it('reads a winter slot as UTC+1 and a summer slot as UTC+2', () => {
    expect(parisInstant('2026-11-25', '10:00')?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(parisInstant('2026-07-01', '10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('handles the days of the switches', () => {
    expect(parisInstant('2026-03-29', '09:00')?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(parisInstant('2026-10-25', '09:00')?.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(parisInstant('25/11/2026', '10:00')).toBeNull();
    expect(parisInstant('2026-11-25', '10h')).toBeNull();
  });
});

describe('French formats', () => {
  it('writes dates the French way, in Paris time', () => {
    expect(frenchDate('2026-11-05')).toBe('05/11/2026');
    expect(frenchDateTime(new Date('2026-11-25T09:00:00Z'))).toBe('25/11/2026 à 10:00');
  });
});
