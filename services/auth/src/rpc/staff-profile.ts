import {
  getStaffAvatar,
  getStaffProfile,
  setStaffAvatar,
  updateStaffProfile,
} from '@courtage/contracts/auth/staff-profile.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { avatarBytes, avatarPath, loadAvatar, saveAvatarBytes } from '../domain/avatars.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireEmail, requireName } from '../domain/normalize-input.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { isSessionLive } from '../domain/sessions.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { findStaffByEmail, findStaffById, updateStaffRow } from '../repositories/staff-repository.ts';

async function requireActiveStaff(ctx: AuthContext, staffId: string) {
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff || staff.disabled_at !== null)
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
  return staff;
}

export function staffProfileHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    rpcHandler(getStaffProfile, async ({ staffId, sessionId }) => {
      const staff = await requireActiveStaff(ctx, staffId);
      if (!(await isSessionLive(ctx.db, sessionId, staffId, ctx.now()))) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      }
      return toStaffUser(staff);
    }),
    rpcHandler(updateStaffProfile, async ({ staffId, name, email, currentPassword }, meta) => {
      const staff = await requireActiveStaff(ctx, staffId);
      const nextEmail = email === undefined ? staff.email : requireEmail(email);
      const emailChanges = nextEmail.toLowerCase() !== staff.email.toLowerCase();
      if (emailChanges) {
        // The email signs in: changing it takes the password, as changing the password does.
        if (!currentPassword) {
          const message = AUTH_MESSAGES.passwordNeeded;
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'currentPassword', message }]);
        }
        if (!(await verifyPassword(staff.password_hash, currentPassword))) {
          const message = AUTH_MESSAGES.wrongCurrentPassword;
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'currentPassword', message }]);
        }
        const other = await findStaffByEmail(ctx.db, nextEmail);
        if (other) {
          throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, [
            { field: 'email', message: AUTH_MESSAGES.emailTaken },
          ]);
        }
      }
      const row = await ctx.db.transaction().execute(async (trx) => {
        const updated = await updateStaffRow(trx, staff.id, {
          name: name === undefined ? staff.name : requireName(name, 'name'),
          email: nextEmail,
        });
        // The previous address hears of it: a stolen session cannot move the account quietly.
        if (updated && emailChanges) {
          await requestEmail(
            trx,
            { template: 'staff-email-changed', to: staff.email, name: staff.name, validForMinutes: 1 },
            meta.correlationId,
          );
        }
        return updated;
      });
      if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      return toStaffUser(row);
    }),
    rpcHandler(setStaffAvatar, async ({ staffId, contentType, base64 }) => {
      await requireActiveStaff(ctx, staffId);
      const bytes = avatarBytes(contentType, base64);
      const row = await ctx.db.transaction().execute(async (trx) => {
        await saveAvatarBytes(trx, 'staff', staffId, contentType, bytes);
        return updateStaffRow(trx, staffId, { image: avatarPath('staff', staffId, ctx.now().getTime()) });
      });
      if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      return toStaffUser(row);
    }),
    rpcHandler(getStaffAvatar, async ({ staffId }) => loadAvatar(ctx.db, 'staff', staffId)),
  ];
}
