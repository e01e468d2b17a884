import { revokeSessionByRefreshToken } from '@courtage/contracts/auth/revoke-session-by-refresh-token.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { hashSecret } from '../domain/secrets.ts';
import { revokeSessionById } from '../domain/sessions.ts';
import { findSessionIdByRefreshToken } from '../repositories/sessions-repository.ts';

/** `auth.revoke-session-by-refresh-token`: sign-out once the access token expired. */
export function revokeSessionByRefreshTokenHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(revokeSessionByRefreshToken, async ({ refreshToken, kind }) => {
    // Any token of the family, even a spent one, identifies the session to close.
    const session = await findSessionIdByRefreshToken(ctx.db, hashSecret(refreshToken), kind);
    if (session) await revokeSessionById(ctx.db, ctx.revocations, session, 'sign-out');
    return {};
  });
}
