import { countMyUnreadNotifications } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { countUnread } from '../repositories/staff-notifications-repository.ts';

/** `notification.count-my-unread-notifications`: the caller's unread count (the bell's badge). */
export function countMyUnreadNotificationsHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(countMyUnreadNotifications, async (_request, meta) => ({
    unread: await countUnread(db, requireStaffActor(meta).id),
  }));
}
