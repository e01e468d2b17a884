import type { Kysely, Transaction } from 'kysely';
import type { AccountKind, AuthDatabase, LinkTokensTable } from '../database-schema.ts';
import {
  insertLinkToken,
  spendAccountLinkTokens,
  spendLinkToken,
} from '../repositories/link-tokens-repository.ts';
import { generateToken, hashSecret } from './secrets.ts';

type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
type Purpose = LinkTokensTable['purpose'];

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An account created for a customer who confirmed an offer: 72 h to set the password. */
export const SET_PASSWORD_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 72 * 60 * 60 * 1000;

/** Issues a single-use link token (only its sha256 is stored); returns the token itself. */
export async function issueLinkToken(
  db: Executor,
  values: { purpose: Purpose; kind: AccountKind; accountId: string; ttlMs: number; now: Date },
): Promise<string> {
  const token = generateToken();
  await insertLinkToken(db, {
    tokenHash: hashSecret(token),
    purpose: values.purpose,
    kind: values.kind,
    accountId: values.accountId,
    expiresAt: new Date(values.now.getTime() + values.ttlMs),
  });
  return token;
}

/**
 * Spends a link token: the account it was issued for, or null when the token is
 * unknown, of another purpose or kind, expired or already used.
 */
export async function consumeLinkToken(
  db: Executor,
  token: string,
  purpose: Purpose,
  kind: AccountKind,
  now: Date,
): Promise<string | null> {
  return (await spendLinkToken(db, hashSecret(token), purpose, kind, now)) ?? null;
}

/** Spends every other pending token of that purpose (a new reset link voids the older ones). */
export async function voidLinkTokens(
  db: Executor,
  purpose: Purpose,
  kind: AccountKind,
  accountId: string,
  now: Date,
) {
  await spendAccountLinkTokens(db, purpose, kind, accountId, now);
}
