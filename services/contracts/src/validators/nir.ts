import { mod97 } from './mod97.ts';

// Sex (1 or 2; 7 or 8 for temporary numbers), year, month, département (2A/2B for
// Corsica), commune, order number, then the two-digit key.
const NIR = /^([1278])(\d{2})(\d{2})(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/;

/**
 * The control key of the first 13 characters of a NIR (French social security
 * number): 97 - (number mod 97), where Corsica's 2A counts as 19 and 2B as 18.
 */
export function computeNirKey(first13: string): number {
  const numeric = first13.toUpperCase().replace('2A', '19').replace('2B', '18');
  return 97 - mod97(numeric);
}

/**
 * Upper case, without the spaces, dashes and dots people type between the groups
 * (`1-85-05-…`, `1 85 05 …`): the form to store and to check.
 */
export function compactNir(value: string): string {
  return value.replace(/[\s.\-‐‑–]/g, '').toUpperCase();
}

/** True for a well-formed NIR (15 characters, spaces, dashes or dots allowed) whose key matches. */
export function isValidNir(value: string): boolean {
  const compact = compactNir(value);
  const match = NIR.exec(compact);
  if (!match) return false;
  const month = Number(match[3]);
  // 01-12, or 20-42 / 50-99 for people whose month of birth is unknown.
  if (month === 0 || (month > 12 && month < 20) || (month > 42 && month < 50)) return false;
  return computeNirKey(compact.slice(0, 13)) === Number(match[7]);
}
