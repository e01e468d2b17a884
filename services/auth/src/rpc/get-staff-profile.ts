import { getStaffProfile } from '@courtage/contracts/auth/get-staff-profile.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { isSessionLive } from '../domain/sessions.ts';
import { requireActiveStaff } from '../domain/staff-actor.ts';
import { toStaffUser } from '../domain/to-session-user.ts';

/** The signed-in staff member, while the session is live and the account active. */
export function getStaffProfileHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getStaffProfile, async ({ staffId, sessionId }) => {
    const staff = await requireActiveStaff(ctx, staffId);
    if (!(await isSessionLive(ctx.db, sessionId, staffId, ctx.now()))) {
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    }
    return toStaffUser(staff);
  });
}
