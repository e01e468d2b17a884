import type { Executor } from './accounts-repository.ts';

/** The id of the session `sessionId` when it belongs to `accountId`, else undefined. */
export async function findOwnSessionId(
  db: Executor,
  sessionId: string,
  accountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.id;
}

/** The session of a refresh token (by its hash; any token of the family, even a spent one). */
export async function findSessionIdByRefreshToken(
  db: Executor,
  tokenHash: Buffer,
  kind: 'customer' | 'staff',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select('sessions.id')
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .where('sessions.account_kind', '=', kind)
    .executeTakeFirst();
  return row?.id;
}
