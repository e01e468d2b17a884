import { AppError } from '@courtage/contracts/errors';
import { markMyNotificationRead } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import { NOTIFICATION_MESSAGES } from '@courtage/contracts/notification/staff-notification-counts';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { countUnread, markRead } from '../repositories/staff-notifications-repository.ts';

/** `notification.mark-my-notification-read`: one of the caller's own; answers the new unread count. */
export function markMyNotificationReadHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(markMyNotificationRead, async ({ notificationId }, meta) => {
    const staffId = requireStaffActor(meta).id;
    if (!(await markRead(db, staffId, notificationId))) {
      throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
    }
    return { unread: await countUnread(db, staffId) };
  });
}
