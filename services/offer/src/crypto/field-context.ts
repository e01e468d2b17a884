/** Used only outside production when OFFER_ENCRYPTION_KEY is not set. Never for real data. */
export const DEV_ENCRYPTION_KEY = 'dev-only-offer-key-not-for-production';

/**
 * The associated data of a column of a row for the runtime's field cipher
 * (runtime/src/field-cipher.ts): `<table>.<column>:<row key>`, e.g. `subscriptions.nir:<offerId>`.
 * A ciphertext copied to another row or column no longer decrypts.
 */
export function fieldContext(table: string, column: string, rowKey: string): string {
  return `${table}.${column}:${rowKey.toLowerCase()}`;
}
