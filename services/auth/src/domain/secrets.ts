import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque random token for a link or a refresh token: 32 bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a token or code is stored: sha256 (the token has 256 bits of entropy, no salt needed). */
export function hashSecret(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** A 6-digit code, uniformly drawn, leading zeros kept. */
export function generateSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A recovery code as shown to the user: `xxxxx-xxxxx`, lower-case letters and digits. */
export function generateRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  let code = '';
  for (let i = 0; i < 10; i++) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Recovery codes are compared without dashes, spaces or case. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}
