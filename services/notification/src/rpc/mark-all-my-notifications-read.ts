import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { markAllRead } from '../repositories/staff-notifications-repository.ts';

/** `notification.mark-all-my-notifications-read`: every one of the caller's own. */
export function markAllMyNotificationsReadHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(markAllMyNotificationsRead, async (_request, meta) => {
    await markAllRead(db, requireStaffActor(meta).id);
    return { unread: 0 };
  });
}
