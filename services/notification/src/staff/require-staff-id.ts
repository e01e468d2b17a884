import { AppError } from '@courtage/contracts/errors';
import { NOTIFICATION_MESSAGES } from '@courtage/contracts/notification/staff-notification-counts';
import type { RpcMeta } from '@courtage/runtime/bus';

/** The staff member asking: only a staff actor (kind 'admin') with an id has notifications. */
export function requireStaffId(meta: RpcMeta): string {
  const { actor } = meta;
  if (actor.kind !== 'admin' || !actor.id) throw new AppError('FORBIDDEN', NOTIFICATION_MESSAGES.forbidden);
  return actor.id;
}
