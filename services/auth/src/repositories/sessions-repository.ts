import type { Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';
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

/** Ids of the sessions revoked after `since`. */
export async function listSessionIdsRevokedSince(db: Executor, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('revoked_at', '>', since).execute();
  return rows.map((row) => row.id);
}

/** Creates a session row; its id and expiry. */
export async function insertSession(
  db: Executor,
  values: { kind: 'customer' | 'staff'; accountId: string; expiresAt: Date },
): Promise<{ id: string; expires_at: Date }> {
  return await db
    .insertInto('sessions')
    .values({ account_kind: values.kind, account_id: values.accountId, expires_at: values.expiresAt })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Stores a refresh token (by its hash) of a session, and the token it replaces if any. */
export async function insertRefreshToken(
  db: Executor,
  values: { tokenHash: Buffer; sessionId: string; rotatedFrom?: Buffer },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: values.tokenHash,
      session_id: values.sessionId,
      ...(values.rotatedFrom ? { rotated_from: values.rotatedFrom } : {}),
    })
    .execute();
}

/** Marks the session revoked unless it already is. */
export async function markSessionRevoked(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks every unrevoked session of the account revoked, but `exceptSessionId`; their ids. */
export async function markAccountSessionsRevoked(
  db: Executor,
  kind: 'customer' | 'staff',
  accountId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('account_kind', '=', kind)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** The id of the session when it belongs to the account, is not revoked and not expired at `now`. */
export async function findLiveSessionId(
  db: Executor,
  sessionId: string,
  accountId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.id;
}

/** A refresh token (by its hash) with its session, locked for the rotation; undefined when unknown. */
export async function lockRefreshToken(db: Transaction<AuthDatabase>, tokenHash: Buffer) {
  return await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.session_id',
      'refresh_tokens.rotated_at',
      'sessions.account_kind',
      'sessions.account_id',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a refresh token (by its hash) spent at `at`. */
export async function markRefreshTokenRotated(db: Executor, tokenHash: Buffer, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('token_hash', '=', tokenHash)
    .execute();
}
