import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { RpcMeta } from './bus-types.ts';

// A service never trusts its caller: the gateway's guard lets only the right actors through,
// and each handler checks the actor again with these, the same way in every service.

/** A staff member: the gateway's 'admin' actor, of role Admin or Sub-admin. */
export type StaffActor = { id: string; role: 'admin' | 'sub-admin' };

/** The staff member calling (an 'admin' actor with an id, role admin or sub-admin), or FORBIDDEN. */
export function requireStaffActor(meta: RpcMeta): StaffActor {
  const { actor } = meta;
  if (actor.kind !== 'admin' || !actor.id || (actor.role !== 'admin' && actor.role !== 'sub-admin')) {
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
  }
  return { id: actor.id, role: actor.role };
}

/** An Admin calling (a Sub-admin is refused with the admin-only message), or FORBIDDEN. */
export function requireAdminActor(meta: RpcMeta): StaffActor & { role: 'admin' } {
  const staff = requireStaffActor(meta);
  if (staff.role !== 'admin') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.adminOnly);
  return { id: staff.id, role: staff.role };
}

/** The signed-in customer calling, or FORBIDDEN. */
export function requireCustomerActor(meta: RpcMeta): { id: string } {
  const { actor } = meta;
  if (actor.kind !== 'customer' || !actor.id) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
  return { id: actor.id };
}
