import { changePassword } from '@courtage/contracts/auth/change-password.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { auditStaff } from '../domain/staff-audit.ts';
import { assertNotThrottled, recordHit } from '../domain/throttle.ts';
import { findCustomerById, updateCustomerRow } from '../repositories/customers-repository.ts';
import { findStaffById, updateStaffRow } from '../repositories/staff-repository.ts';

/**
 * `auth.change-password` (customers and staff, signed in): the new password's rules are checked
 * by the bus against the change-password form; here the current one (throttled like a sign-in)
 * and that the new one differs. Every other session of the account is revoked.
 */
export function changePasswordHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(
    changePassword,
    async ({ kind, accountId, sessionId, currentPassword, newPassword }, meta) => {
      const bucket = `password-change:${kind}:${accountId}`;
      await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
      const row =
        kind === 'customer'
          ? await findCustomerById(ctx.db, accountId)
          : await findStaffById(ctx.db, accountId);
      if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        await recordHit(ctx.db, bucket);
        const message = AUTH_MESSAGES.wrongCurrentPassword;
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'currentPassword', message }]);
      }
      if (currentPassword === newPassword) {
        const message = AUTH_MESSAGES.samePassword;
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'newPassword', message }]);
      }
      const passwordHash = await hashPassword(newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        if (kind === 'customer') await updateCustomerRow(trx, accountId, { password_hash: passwordHash });
        else {
          await updateStaffRow(trx, accountId, { password_hash: passwordHash });
          await auditStaff(trx, { actor: meta.actor, action: 'change-password', staffId: accountId });
        }
        await revokeAccountSessions(trx, ctx.revocations, kind, accountId, 'password-change', sessionId);
      });
      return {};
    },
  );
}
