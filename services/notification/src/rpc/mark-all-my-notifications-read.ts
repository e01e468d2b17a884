import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { markAllRead } from '../repositories/staff-notifications-repository.ts';
import { requireStaffId } from '../staff/require-staff-id.ts';

/** `notification.mark-all-my-notifications-read`: every one of the caller's own. */
export function markAllMyNotificationsReadHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(markAllMyNotificationsRead, async (_request, meta) => {
    await markAllRead(db, requireStaffId(meta));
    return { unread: 0 };
  });
}
