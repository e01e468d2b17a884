import {
  type AccountKind,
  type AccountRole,
  SESSION_TTL_MS,
  signAccessToken,
} from '@courtage/contracts/auth/access-token';
import type { SessionTokens } from '@courtage/contracts/auth/session';
import { AppError } from '@courtage/contracts/errors';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import type { AuthDatabase } from '../database-schema.ts';
import {
  findLiveSessionId,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markAccountSessionsRevoked,
  markRefreshTokenRotated,
  markSessionRevoked,
} from '../repositories/sessions-repository.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { RevocationList } from './revocation-list.ts';
import { generateToken, hashSecret } from './secrets.ts';

type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;

function tokensFor(
  ctx: AuthContext,
  session: { id: string; expires_at: Date },
  account: { id: string; kind: AccountKind; role: AccountRole },
  refreshToken: string,
): SessionTokens {
  const access = signAccessToken(ctx.jwtSecret, {
    sub: account.id,
    kind: account.kind,
    role: account.role,
    sid: session.id,
  });
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken,
    sessionId: session.id,
    sessionExpiresAt: session.expires_at.toISOString(),
  };
}

/** Opens a session (a new refresh-token family) of 3 days and gives its first tokens. */
export async function openSession(
  db: Executor,
  ctx: AuthContext,
  account: { id: string; kind: AccountKind; role: AccountRole },
): Promise<SessionTokens> {
  const session = await insertSession(db, {
    kind: account.kind,
    accountId: account.id,
    expiresAt: new Date(ctx.now().getTime() + SESSION_TTL_MS),
  });
  const refreshToken = generateToken();
  await insertRefreshToken(db, { tokenHash: hashSecret(refreshToken), sessionId: session.id });
  return tokensFor(ctx, session, account, refreshToken);
}

/**
 * Revokes the session in the database and publishes it on the revocation list, where the
 * gateway refuses its access tokens from the next request on (not 15 minutes later).
 */
export async function revokeSessionById(
  db: Executor,
  revocations: RevocationList,
  sessionId: string,
  reason: string,
): Promise<void> {
  await markSessionRevoked(db, sessionId, reason);
  await revocations.add([sessionId]);
}

/** Revokes every live session of an account, but `exceptSessionId` when given. */
export async function revokeAccountSessions(
  db: Executor,
  revocations: RevocationList,
  kind: AccountKind,
  accountId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await revocations.add(await markAccountSessionsRevoked(db, kind, accountId, reason, exceptSessionId));
}

/** True when the session exists, belongs to the account, is not revoked and not expired. */
export async function isSessionLive(
  db: Executor,
  sessionId: string,
  accountId: string,
  now: Date,
): Promise<boolean> {
  return (await findLiveSessionId(db, sessionId, accountId, now)) !== undefined;
}

export type AccountLookup = (
  db: Executor,
  kind: AccountKind,
  accountId: string,
) => Promise<{ id: string; kind: AccountKind; role: AccountRole } | null>;

/**
 * Spends `refreshToken` and gives the next pair. An already spent token means it was
 * stolen or replayed: the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  db: Kysely<AuthDatabase>,
  ctx: AuthContext,
  refreshToken: string,
  kind: AccountKind,
  findAccount: AccountLookup,
): Promise<SessionTokens> {
  const hash = hashSecret(refreshToken);
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockRefreshToken(trx, hash);
    if (!row || row.account_kind !== kind || row.revoked_at !== null || row.expires_at <= ctx.now()) {
      return { tokens: null };
    }
    if (row.rotated_at !== null) {
      await revokeSessionById(trx, ctx.revocations, row.session_id, 'refresh-token-reuse');
      return { tokens: null };
    }
    const account = await findAccount(trx, row.account_kind, row.account_id);
    if (!account) {
      await revokeSessionById(trx, ctx.revocations, row.session_id, 'account-unavailable');
      return { tokens: null };
    }
    await markRefreshTokenRotated(trx, hash, ctx.now());
    const next = generateToken();
    await insertRefreshToken(trx, {
      tokenHash: hashSecret(next),
      sessionId: row.session_id,
      rotatedFrom: hash,
    });
    return {
      tokens: tokensFor(ctx, { id: row.session_id, expires_at: row.expires_at }, account, next),
    };
  });
  // The revocation of a reused family must stay committed, hence the error after the transaction.
  if (!outcome.tokens) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
  return outcome.tokens;
}
