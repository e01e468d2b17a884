/**
 * Remainder modulo 97 of a decimal string of any length, computed chunk by chunk
 * so that no precision is lost (IBANs have up to 34 characters, i.e. ~70 digits).
 */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}
