import { getStaffAvatar } from '@courtage/contracts/auth/get-staff-avatar.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { loadAvatar } from '../domain/avatars.ts';

/** A staff member's photo (public: the back-office shows it beside their name). */
export function getStaffAvatarHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getStaffAvatar, async ({ staffId }) => loadAvatar(ctx.db, 'staff', staffId));
}
