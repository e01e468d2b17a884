const SEPARATORS = /[\s.]/g;
const NATIONAL = /^0[1-9]\d{8}$/;
const INTERNATIONAL = /^\+33[1-9]\d{8}$/;

/**
 * True for a French phone number: 10 digits starting with 0 (`06 12 34 56 78`), or
 * +33 followed by 9 digits (`+33 6 12 34 56 78`). Spaces and dots are allowed.
 */
export function isValidFrenchPhone(value: string): boolean {
  const compact = value.replace(SEPARATORS, '');
  return NATIONAL.test(compact) || INTERNATIONAL.test(compact);
}
