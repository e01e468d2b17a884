import { updateStaffProfile } from '@courtage/contracts/auth/update-staff-profile.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireEmail, requireName } from '../domain/normalize-input.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { passwordRefused, requireActiveStaff } from '../domain/staff-actor.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { findStaffByEmail, updateStaffRow } from '../repositories/staff-repository.ts';

/** The staff member's own name and sign-in email (a new email takes the current password). */
export function updateStaffProfileHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(updateStaffProfile, async ({ staffId, name, email, currentPassword }, meta) => {
    const staff = await requireActiveStaff(ctx, staffId);
    const nextEmail = email === undefined ? staff.email : requireEmail(email);
    const emailChanges = nextEmail.toLowerCase() !== staff.email.toLowerCase();
    if (emailChanges) {
      // The email signs in: changing it takes the password, as changing the password does.
      if (!currentPassword) throw passwordRefused('currentPassword', AUTH_MESSAGES.passwordNeeded);
      if (!(await verifyPassword(staff.password_hash, currentPassword)))
        throw passwordRefused('currentPassword', AUTH_MESSAGES.wrongCurrentPassword);
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
  });
}
