import { isValidFrenchPhone } from './french-phone.ts';

/**
 * The national form `0612345678` of a valid French phone number, so that the same
 * number is stored once whatever way it was typed; `null` when it is not valid.
 */
export function normalizeFrenchPhone(value: string): string | null {
  if (!isValidFrenchPhone(value)) return null;
  const compact = value.replace(/[\s.]/g, '');
  return compact.startsWith('+33') ? `0${compact.slice(3)}` : compact;
}
