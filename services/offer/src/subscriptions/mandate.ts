import { randomBytes } from 'node:crypto';

/** The SEPA creditor a mandate names: the brokerage's name, postal address and ICS. */
export type Creditor = { name: string; identifier: string; address: string };

/**
 * The CMS seed's creditor (cms/src/seed/content-seed-data.ts: brand name, postal address, ICS),
 * used only while the CMS has never answered (creditor-source.ts reads the CMS's site settings).
 */
export const SEED_CREDITOR: Creditor = {
  name: 'Courtage Santé',
  identifier: 'FR12ZZZ123456',
  address: '12 rue de la Santé, 75013 Paris',
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A mandate reference (RUM): `CS-<yyyymmdd>-<10 random characters>`, at most 35 characters. */
export function newMandateReference(now: Date = new Date()): string {
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `CS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}
