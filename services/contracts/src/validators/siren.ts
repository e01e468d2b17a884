import { passesLuhn } from './luhn.ts';

/** True for a SIREN (company number): 9 digits passing the Luhn check; spaces allowed. */
export function isValidSiren(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  return /^\d{9}$/.test(compact) && passesLuhn(compact);
}
