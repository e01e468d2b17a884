import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A 6-digit code has only a million values, so a plain hash would be reversed at once
 * from a database dump: it is keyed (HMAC with the encryption key) and bound to its challenge.
 */
export function hashCode(key: Buffer, challengeId: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest();
}

export function codeMatches(key: Buffer, challengeId: string, code: string, stored: Buffer | null): boolean {
  if (stored === null) return false;
  const given = hashCode(key, challengeId, code);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
