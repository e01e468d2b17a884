import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { RpcMeta } from '@courtage/runtime/bus';

/** The service never trusts its caller: staff actions need a staff actor (set by the gateway's guard). */
export function requireStaff(meta: RpcMeta): void {
  if (meta.actor.kind !== 'admin') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
}
