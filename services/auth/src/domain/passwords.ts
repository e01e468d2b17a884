import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist (or has no password), so that an
// unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `hash`. With a null hash it still runs one argon2
 * verification (against a dummy hash) and answers false: same timing either way.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  const target = hash ?? (await dummyHash);
  try {
    const matches = await argon2.verify(target, password);
    return hash !== null && matches;
  } catch {
    return false;
  }
}

/** French message of a password that breaks the rules, or null when it is acceptable. */
export function checkPasswordRules(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  if (!/[A-Za-zÀ-ÿ]/.test(password) || !/\d/.test(password)) {
    return 'Le mot de passe doit contenir au moins une lettre et un chiffre.';
  }
  return null;
}
