import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { staffNotificationCreated } from '@courtage/contracts/notification/staff-notification-created.event';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { insertStaffNotifications } from '../repositories/staff-notifications-repository.ts';
import type { NotificationContent } from './notification-content.ts';

/**
 * Stores a notice for each recipient and writes `notification.staff-notification.created`
 * for each row stored now, in the caller's transaction: the gateway pushes exactly what was
 * stored, and a rolled-back store pushes nothing.
 */
export async function storeNotice(
  trx: Kysely<NotificationDatabase> | Transaction<NotificationDatabase>,
  content: NotificationContent,
  staffIds: string[],
  meta: { sourceKey: string; correlationId: string },
): Promise<StaffNotification[]> {
  const stored = await insertStaffNotifications(trx, content, staffIds, meta.sourceKey);
  for (const notification of stored) {
    await enqueueEvent(trx, staffNotificationCreated, notification, { correlationId: meta.correlationId });
  }
  return stored;
}
