/** A French postal code: exactly five digits (`75011`, `20000`, `97400`). */
export const POSTAL_CODE_PATTERN = '^[0-9]{5}$';
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value);
}

/** A well-formed code no commune has (the official data says so). */
export const POSTAL_CODE_UNKNOWN_MESSAGE = 'Code postal inconnu.';
