import { randomBytes } from 'node:crypto';
import { type BrokerIdentity, identityText } from '@courtage/contracts/broker/broker-identity';

/** The SEPA creditor a mandate names: the brokerage's legal name, postal address and ICS. */
export type Creditor = { name: string; identifier: string; address: string };

/** The creditor of the broker identity (the CMS's site settings), address on one line. */
export function creditorOf(identity: BrokerIdentity): Creditor {
  return {
    name: identity.legalName,
    identifier: identity.creditorIdentifier,
    address: identityText(identity, 'postalAddress'),
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A mandate reference (RUM): `CS-<yyyymmdd>-<10 random characters>`, at most 35 characters. */
export function newMandateReference(now: Date = new Date()): string {
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `CS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}
