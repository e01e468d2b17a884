import { describe, expect, it } from 'vitest';
import { frenchDate, frenchDateTime } from './paris-time.ts';

describe('French formats', () => {
  it('writes dates the French way, in Paris time', () => {
    expect(frenchDate('2026-11-05')).toBe('05/11/2026');
    expect(frenchDateTime(new Date('2026-11-25T09:00:00Z'))).toBe('25/11/2026 à 10:00');
  });
});
