import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { listActiveStaff } from '../repositories/staff-repository.ts';

/**
 * Internal RPC of the notification service (the gateway has no route to it): the active
 * staff members (or those of `staffIds` still active) with their address. A call made on a
 * customer's behalf is refused, as nothing a customer does needs the staff's addresses.
 */
export function listStaffRecipientsHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(listStaffRecipients, async ({ staffIds }, meta) => {
    if (meta.actor.kind === 'customer') throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
    if (staffIds && staffIds.length === 0) return { staff: [] };
    const rows = await listActiveStaff(ctx.db, staffIds);
    return { staff: rows.map((row) => ({ id: row.id, name: row.name, email: row.email })) };
  });
}
