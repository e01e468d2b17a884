import { updateStaff } from '@courtage/contracts/auth/update-staff.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { requireAdminActor } from '../domain/staff-actor.ts';
import { auditedStaff, auditStaff } from '../domain/staff-audit.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { findStaffById, lockActiveAdminIds, updateStaffRow } from '../repositories/staff-repository.ts';

/** Changes a role or disables / re-enables (Admins only); never the last active Admin. */
export function updateStaffHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(updateStaff, async ({ staffId, role, disabled }, meta) => {
    const actorId = await requireAdminActor(ctx, meta);
    if (staffId === actorId && disabled === true) throw new AppError('CONFLICT', AUTH_MESSAGES.notYourself);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const admins = await lockActiveAdminIds(trx);
      const target = await findStaffById(trx, staffId);
      if (!target) throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
      const losesAdmin = (role === 'sub-admin' || disabled === true) && admins.includes(staffId);
      if (losesAdmin && admins.length <= 1) throw new AppError('CONFLICT', AUTH_MESSAGES.lastAdmin);
      const updated = await updateStaffRow(trx, staffId, {
        ...(role ? { role } : {}),
        ...(disabled === undefined
          ? {}
          : { disabled_at: disabled ? (target.disabled_at ?? new Date()) : null }),
      });
      // A new role or a disabled account: its current tokens must not keep the old rights.
      if (disabled === true || (role && role !== target.role)) {
        await revokeAccountSessions(
          trx,
          ctx.revocations,
          'staff',
          staffId,
          disabled ? 'disabled' : 'role-changed',
        );
      }
      // One entry per change asked: the role, then the account's state.
      if (updated && role && role !== target.role)
        await auditStaff(trx, {
          actor: meta.actor,
          action: 'change-role',
          staffId,
          before: { role: target.role },
          after: { role: updated.role },
        });
      if (updated && disabled !== undefined && disabled !== (target.disabled_at !== null))
        await auditStaff(trx, {
          actor: meta.actor,
          action: disabled ? 'disable-staff' : 'enable-staff',
          staffId,
          before: auditedStaff(target),
          after: auditedStaff(updated),
        });
      return updated;
    });
    if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
    return toStaffUser(row);
  });
}
