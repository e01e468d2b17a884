import { setStaffAvatar } from '@courtage/contracts/auth/set-staff-avatar.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { avatarBytes, avatarPath, saveAvatarBytes } from '../domain/avatars.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireActiveStaff } from '../domain/staff-actor.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { updateStaffRow } from '../repositories/staff-repository.ts';

/** The staff member's photo: its bytes stored, the profile pointing at the new version. */
export function setStaffAvatarHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(setStaffAvatar, async ({ staffId, contentType, base64 }) => {
    await requireActiveStaff(ctx, staffId);
    const bytes = avatarBytes(contentType, base64);
    const row = await ctx.db.transaction().execute(async (trx) => {
      await saveAvatarBytes(trx, 'staff', staffId, contentType, bytes);
      return updateStaffRow(trx, staffId, { image: avatarPath('staff', staffId, ctx.now().getTime()) });
    });
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toStaffUser(row);
  });
}
