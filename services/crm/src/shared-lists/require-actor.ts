import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { RpcMeta } from '@courtage/runtime/bus';

/** The staff member calling (an 'admin' actor of role admin or sub-admin with an id), or FORBIDDEN. */
export function requireStaffActor(meta: RpcMeta): { id: string; role: 'admin' | 'sub-admin' } {
  const { actor } = meta;
  if (actor.kind !== 'admin' || !actor.id || (actor.role !== 'admin' && actor.role !== 'sub-admin')) {
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
  }
  return { id: actor.id, role: actor.role };
}

/** Admins only (external CRM import and settings), or FORBIDDEN. */
export function requireAdminActor(meta: RpcMeta): { id: string } {
  const staff = requireStaffActor(meta);
  if (staff.role !== 'admin') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
  return { id: staff.id };
}

/** The signed-in customer calling, or FORBIDDEN. */
export function requireCustomerActor(meta: RpcMeta): { id: string } {
  const { actor } = meta;
  if (actor.kind !== 'customer' || !actor.id) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
  return { id: actor.id };
}
