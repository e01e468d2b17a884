import { describe, expect, it } from 'vitest';
import { tooManyConfirmationsMessage } from './confirm-messages.ts';

describe('tooManyConfirmationsMessage', () => {
  it('says in how many minutes and at what Paris time the visitor may book again', () => {
    // 21:28 UTC in November is 22:28 in Paris.
    const now = new Date('2026-11-27T21:28:00Z');
    expect(tooManyConfirmationsMessage(41 * 60_000 + 5_000, now)).toBe(
      'Trop de demandes de rappel pour cette adresse e-mail : réessayez dans 42 minutes, vers 23 h 10 (heure de Paris).',
    );
  });

  it('says one minute at least, in the singular', () => {
    expect(tooManyConfirmationsMessage(800, new Date('2026-07-01T10:00:00Z'))).toBe(
      'Trop de demandes de rappel pour cette adresse e-mail : réessayez dans 1 minute, vers 12 h 01 (heure de Paris).',
    );
  });
});
