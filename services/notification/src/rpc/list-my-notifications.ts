import { listMyNotifications } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { listStaffNotifications } from '../repositories/staff-notifications-repository.ts';

/** `notification.list-my-notifications`: always the caller's own notifications. */
export function listMyNotificationsHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(listMyNotifications, async (request, meta) =>
    listStaffNotifications(db, {
      staffId: requireStaffActor(meta).id,
      unread: request.filter.unread,
      direction: request.sort.direction,
      cursor: request.cursor,
      limit: request.limit,
    }),
  );
}
