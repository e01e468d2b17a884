import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARGON2_OPTIONS, checkPasswordRules, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hash with argon2id, at least 19 MiB and 2 passes, and verify', async () => {
    const hash = await hashPassword('Motdepasse-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(await verifyPassword(hash, 'Motdepasse-2026')).toBe(true);
    expect(await verifyPassword(hash, 'motdepasse-2026')).toBe(false);
  });

  it('runs one argon2 verification for an account without a password, and answers false', async () => {
    const hash = await hashPassword('Motdepasse-2026');
    const spy = vi.spyOn(argon2, 'verify');
    expect(await verifyPassword(null, 'Motdepasse-2026')).toBe(false);
    expect(await verifyPassword(hash, 'Mauvais-2026')).toBe(false);
    // Same work either way: one verification against an argon2id hash of the same cost.
    expect(spy).toHaveBeenCalledTimes(2);
    const dummy = spy.mock.calls[0]?.[0];
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('gives the rules in French', () => {
    expect(checkPasswordRules('court1')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(checkPasswordRules('sanschiffre')).toBe(
      'Le mot de passe doit contenir au moins une lettre et un chiffre.',
    );
    expect(checkPasswordRules('a'.repeat(129))).toBe('Le mot de passe ne doit pas dépasser 128 caractères.');
    expect(checkPasswordRules('Correct-2026')).toBeNull();
  });
});
