import { randomBytes } from 'node:crypto';

/**
 * The brokerage as SEPA creditor (fictional identifier, format of an ICS), as recorded with the
 * mandate. The site shows the CMS's site settings (brand name, postal address, ICS), the
 * identity of the footer; these are the CMS seed's values (cms/src/seed/content-seed-data.ts).
 */
export const CREDITOR = {
  name: 'Courtage Santé',
  identifier: 'FR12ZZZ123456',
  address: '12 rue de la Santé, 75013 Paris',
} as const;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A mandate reference (RUM): `CS-<yyyymmdd>-<10 random characters>`, at most 35 characters. */
export function newMandateReference(now: Date = new Date()): string {
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `CS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}
