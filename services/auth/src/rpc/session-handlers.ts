import {
  refreshSession,
  revokeSession,
  revokeSessionByRefreshToken,
} from '@courtage/contracts/auth/session.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { hashSecret } from '../domain/secrets.ts';
import { type AccountLookup, revokeSessionById, rotateRefreshToken } from '../domain/sessions.ts';

/** The account behind a session, if it may still be signed in (exists, not disabled). */
const findActiveAccount: AccountLookup = async (db, kind, accountId) => {
  if (kind === 'customer') {
    const row = await db
      .selectFrom('customers')
      .select(['id', 'disabled_at'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row && row.disabled_at === null ? { id: row.id, kind, role: 'customer' } : null;
  }
  const row = await db
    .selectFrom('staff')
    .select(['id', 'role', 'disabled_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row && row.disabled_at === null ? { id: row.id, kind, role: row.role } : null;
};

export function sessionHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    rpcHandler(refreshSession, async ({ refreshToken, kind }) =>
      rotateRefreshToken(ctx.db, ctx, refreshToken, kind, findActiveAccount),
    ),
    rpcHandler(revokeSession, async ({ sessionId, accountId }) => {
      // Scoped to the caller's own account: another account's session id does nothing.
      const session = await ctx.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sessionId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (session) await revokeSessionById(ctx.db, ctx.revocations, session.id, 'sign-out');
      return {};
    }),
    rpcHandler(revokeSessionByRefreshToken, async ({ refreshToken, kind }) => {
      // Any token of the family, even a spent one, identifies the session to close.
      const row = await ctx.db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select('sessions.id')
        .where('refresh_tokens.token_hash', '=', hashSecret(refreshToken))
        .where('sessions.account_kind', '=', kind)
        .executeTakeFirst();
      if (row) await revokeSessionById(ctx.db, ctx.revocations, row.id, 'sign-out');
      return {};
    }),
  ];
}
