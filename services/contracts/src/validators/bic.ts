// Bank (4 letters), country (2 letters), location (2), optional branch (3).
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Upper case, without spaces, dashes or dots: the form to store and to check. */
export function compactBic(value: string): string {
  return value.replace(/[\s.\-‐‑–]/g, '').toUpperCase();
}

/** True for a BIC / SWIFT code of 8 or 11 characters (spaces, dashes and case ignored). */
export function isValidBic(value: string): boolean {
  return BIC.test(compactBic(value));
}
