import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// The password rules and their French messages are the contracts' (the forms run them too).
export {
  checkPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@courtage/contracts/auth/account-fields';

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
