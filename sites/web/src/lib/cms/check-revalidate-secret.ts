import { timingSafeEqual } from 'node:crypto';

/** True when the webhook's secret matches the configured one (never when none is configured). */
export function checkRevalidateSecret(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
