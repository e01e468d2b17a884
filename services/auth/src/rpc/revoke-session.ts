import { revokeSession } from '@courtage/contracts/auth/revoke-session.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { revokeSessionById } from '../domain/sessions.ts';
import { findOwnSessionId } from '../repositories/sessions-repository.ts';

/** `auth.revoke-session` (sign-out): scoped to the caller's own account, another's id does nothing. */
export function revokeSessionHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(revokeSession, async ({ sessionId, accountId }) => {
    const session = await findOwnSessionId(ctx.db, sessionId, accountId);
    if (session) await revokeSessionById(ctx.db, ctx.revocations, session, 'sign-out');
    return {};
  });
}
