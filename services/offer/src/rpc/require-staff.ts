import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { RpcMeta } from '@courtage/runtime/bus';

/** The service never trusts its caller: staff actions need a staff actor (set by the gateway's guard). */
export function requireStaff(meta: RpcMeta): void {
  if (meta.actor.kind !== 'admin') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
}

/**
 * Admin only: creating, versioning and retiring the plans the comparator sells (a Sub-admin
 * reads them). The gateway refuses the routes too; the service does not rely on it.
 */
export function requireAdmin(meta: RpcMeta): void {
  requireStaff(meta);
  if (meta.actor.role !== 'admin') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.adminOnly);
}
