import { passesLuhn } from './luhn.ts';
import { isValidSiren } from './siren.ts';

/** La Poste's SIREN: its thousands of establishments outgrew the Luhn key. */
const LA_POSTE_SIREN = '356000000';

/**
 * True for a SIRET (establishment number): a valid SIREN plus 5 digits, the whole
 * passing the Luhn check; for La Poste the sum of the digits is a multiple of 5 instead.
 */
export function isValidSiret(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!/^\d{14}$/.test(compact)) return false;
  const siren = compact.slice(0, 9);
  if (siren === LA_POSTE_SIREN) {
    const digitSum = [...compact].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return isValidSiren(siren) && passesLuhn(compact);
}
