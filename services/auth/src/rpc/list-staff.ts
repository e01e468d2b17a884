import { listStaff } from '@courtage/contracts/auth/list-staff.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { requireAdminActor } from '../domain/staff-actor.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { listStaffPage } from '../repositories/staff-repository.ts';

/** The administrators' list (Admins only), searched on name or email. */
export function listStaffHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(listStaff, async (filter, meta) => {
    await requireAdminActor(ctx, meta);
    const { rows, total } = await listStaffPage(ctx.db, filter);
    return { items: rows.map(toStaffUser), total };
  });
}
