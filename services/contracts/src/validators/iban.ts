import { mod97 } from './mod97.ts';

/** Lengths of the IBANs our customers are likely to give (SEPA countries we see). */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  MC: 27,
  NL: 18,
  PT: 25,
};
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * Upper case, without the spaces, dashes and dots people type between the groups
 * (`fr76-3000-…`): the form to store and to check.
 */
export function compactIban(value: string): string {
  return value.replace(/[\s.\-‐‑–]/g, '').toUpperCase();
}

/**
 * True for an IBAN (any case; spaces, dashes or dots allowed) with a known length for its country (27 for
 * France) and a valid ISO 13616 check (the rearranged number mod 97 is 1).
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!IBAN.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}
