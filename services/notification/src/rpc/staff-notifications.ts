import { AppError } from '@courtage/contracts/errors';
import { countMyUnreadNotifications } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { listMyNotifications } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { markMyNotificationRead } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import { NOTIFICATION_MESSAGES } from '@courtage/contracts/notification/staff-notification-counts';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import {
  countUnread,
  listStaffNotifications,
  markAllRead,
  markRead,
} from '../repositories/staff-notifications-repository.ts';

/** The staff member asking: only a staff actor (kind 'admin') with an id has notifications. */
function staffOf(meta: RpcMeta): string {
  const { actor } = meta;
  if (actor.kind !== 'admin' || !actor.id) throw new AppError('FORBIDDEN', NOTIFICATION_MESSAGES.forbidden);
  return actor.id;
}

/** List, count, mark read, mark all read: always the caller's own notifications. */
export function staffNotificationHandlers(db: Kysely<NotificationDatabase>): RpcHandler[] {
  return [
    rpcHandler(listMyNotifications, async (request, meta) =>
      listStaffNotifications(db, {
        staffId: staffOf(meta),
        unread: request.filter.unread,
        direction: request.sort.direction,
        cursor: request.cursor,
        limit: request.limit,
      }),
    ),
    rpcHandler(countMyUnreadNotifications, async (_request, meta) => ({
      unread: await countUnread(db, staffOf(meta)),
    })),
    rpcHandler(markMyNotificationRead, async ({ notificationId }, meta) => {
      const staffId = staffOf(meta);
      if (!(await markRead(db, staffId, notificationId))) {
        throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
      }
      return { unread: await countUnread(db, staffId) };
    }),
    rpcHandler(markAllMyNotificationsRead, async (_request, meta) => {
      const staffId = staffOf(meta);
      await markAllRead(db, staffId);
      return { unread: 0 };
    }),
  ];
}
