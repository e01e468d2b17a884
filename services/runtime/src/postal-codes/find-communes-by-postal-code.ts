import type { PostalCodeEntry, PostalCodeIndex } from './postal-code-index.ts';

/** The communes and département of a postal code, or `null` when the code is unknown or malformed. */
export function findCommunesByPostalCode(index: PostalCodeIndex, postalCode: string): PostalCodeEntry | null {
  return index.get(postalCode) ?? null;
}
