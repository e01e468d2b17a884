/**
 * Used only outside production when CRM_ENCRYPTION_KEY is not set. Never for real data. The
 * IBAN is encrypted by the runtime's field cipher (runtime/src/field-cipher.ts).
 */
export const DEV_CRM_ENCRYPTION_KEY = 'dev-only-crm-key-not-for-production';

/** `FR76 **** **** 0189`: country, check digits and the last four, for lists and audit entries. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

/** The encrypted IBAN's context: a ciphertext copied onto another company's row does not decrypt. */
export const ibanContext = (companyId: string) => `company:${companyId}:iban`;
