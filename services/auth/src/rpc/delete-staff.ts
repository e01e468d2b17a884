import { deleteStaff } from '@courtage/contracts/auth/delete-staff.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { requireAdminActor } from '../domain/staff-actor.ts';
import { auditedStaff, auditStaff } from '../domain/staff-audit.ts';
import { deleteStaffAccount, findStaffById, lockActiveAdminIds } from '../repositories/staff-repository.ts';

/** Deletes a staff account, its sessions and links (Admins only); never the last active Admin. */
export function deleteStaffHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(deleteStaff, async ({ staffId }, meta) => {
    const actorId = await requireAdminActor(ctx, meta);
    if (staffId === actorId) throw new AppError('CONFLICT', AUTH_MESSAGES.notYourself);
    await ctx.db.transaction().execute(async (trx) => {
      const admins = await lockActiveAdminIds(trx);
      if (admins.includes(staffId) && admins.length <= 1)
        throw new AppError('CONFLICT', AUTH_MESSAGES.lastAdmin);
      const before = await findStaffById(trx, staffId);
      if (!before || !(await deleteStaffAccount(trx, staffId)))
        throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
      await auditStaff(trx, {
        actor: meta.actor,
        action: 'delete-staff',
        staffId,
        before: auditedStaff(before),
      });
      await revokeAccountSessions(trx, ctx.revocations, 'staff', staffId, 'deleted');
    });
    return {};
  });
}
