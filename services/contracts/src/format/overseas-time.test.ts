import { describe, expect, it } from 'vitest';
import { localTimeOfSlot, overseasZone } from './overseas-time.ts';

describe('localTimeOfSlot', () => {
  it('gives a Paris slot in La Réunion’s time, winter and summer', () => {
    // Paris is UTC+1 in November, UTC+2 in June; La Réunion UTC+4 all year.
    expect(localTimeOfSlot('2026-11-23', '09:00', '97410')).toBe('soit 12 h 00 à La Réunion');
    expect(localTimeOfSlot('2026-06-15', '09:00', '97400')).toBe('soit 11 h 00 à La Réunion');
  });

  it('gives the Antilles and Guyane behind Paris, and the day when it differs', () => {
    expect(localTimeOfSlot('2026-11-23', '10:30', '97110')).toBe('soit 05 h 30 en Guadeloupe');
    expect(localTimeOfSlot('2026-11-23', '14:00', '97300')).toBe('soit 10 h 00 en Guyane');
    expect(localTimeOfSlot('2026-11-23', '16:00', '98800')).toBe(
      'soit 02 h 00 le 24 novembre en Nouvelle-Calédonie',
    );
  });

  it('says nothing for mainland France, Corsica or a malformed slot', () => {
    expect(localTimeOfSlot('2026-11-23', '09:00', '75011')).toBeNull();
    expect(localTimeOfSlot('2026-11-23', '09:00', '20000')).toBeNull();
    expect(localTimeOfSlot('23/11/2026', '09:00', '97410')).toBeNull();
    expect(overseasZone('')).toBeNull();
  });
});
