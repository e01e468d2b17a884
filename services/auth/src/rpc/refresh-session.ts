import { refreshSession } from '@courtage/contracts/auth/refresh-session.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { type AccountLookup, rotateRefreshToken } from '../domain/sessions.ts';
import { findCustomerById } from '../repositories/customers-repository.ts';
import { findStaffById } from '../repositories/staff-repository.ts';

/** The account behind a session, if it may still be signed in (exists, not disabled). */
const findActiveAccount: AccountLookup = async (db, kind, accountId) => {
  if (kind === 'customer') {
    const row = await findCustomerById(db, accountId);
    return row && row.disabled_at === null ? { id: row.id, kind, role: 'customer' } : null;
  }
  const row = await findStaffById(db, accountId);
  return row && row.disabled_at === null ? { id: row.id, kind, role: row.role } : null;
};

/** `auth.refresh-session`: rotates a refresh token (a spent one revokes its whole session). */
export function refreshSessionHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(refreshSession, async ({ refreshToken, kind }) =>
    rotateRefreshToken(ctx.db, ctx, refreshToken, kind, findActiveAccount),
  );
}
