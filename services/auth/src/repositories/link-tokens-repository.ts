import type { AccountKind, LinkTokensTable } from '../database-schema.ts';
import type { Executor } from './accounts-repository.ts';

type Purpose = LinkTokensTable['purpose'];

/** Stores a link token by its hash. */
export async function insertLinkToken(
  db: Executor,
  values: { tokenHash: Buffer; purpose: Purpose; kind: AccountKind; accountId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('link_tokens')
    .values({
      token_hash: values.tokenHash,
      purpose: values.purpose,
      account_kind: values.kind,
      account_id: values.accountId,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Marks the live token of that hash, purpose and kind spent; its account, or undefined. */
export async function spendLinkToken(
  db: Executor,
  tokenHash: Buffer,
  purpose: Purpose,
  kind: AccountKind,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('link_tokens')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('account_kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id;
}

/** Marks every unspent token of that purpose of the account spent. */
export async function spendAccountLinkTokens(
  db: Executor,
  purpose: Purpose,
  kind: AccountKind,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('link_tokens')
    .set({ consumed_at: now })
    .where('purpose', '=', purpose)
    .where('account_kind', '=', kind)
    .where('account_id', '=', accountId)
    .where('consumed_at', 'is', null)
    .execute();
}
