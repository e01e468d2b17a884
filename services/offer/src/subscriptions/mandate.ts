import { randomBytes } from 'node:crypto';

/** The brokerage as SEPA creditor (fictional identifier, format of an ICS). */
export const CREDITOR = {
  name: 'Courtage Santé',
  identifier: 'FR12ZZZ123456',
  address: '10 rue de la Paix, 75002 Paris',
} as const;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A mandate reference (RUM): `CS-<yyyymmdd>-<10 random characters>`, at most 35 characters. */
export function newMandateReference(now: Date = new Date()): string {
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `CS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}
