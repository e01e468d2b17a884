import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm } from '../form/define-form.ts';
import { defineListRpc } from '../list/define-list-rpc.ts';
import { Uuid } from '../schemas.ts';
import { StaffNotification } from './staff-notification.ts';

// "Mine" everywhere: the staff member is the RPC's actor (meta.actor.id, kind 'admin'),
// never a field of the request, so nobody reads or marks another member's notifications.

/** The caller's notifications, newest first (keyset on created_at + id). */
export const listMyNotifications = defineListRpc({
  service: 'notification',
  type: 'notification.list-my-notifications',
  row: StaffNotification,
  filter: Type.Object(
    {
      /** Only the unread ones. */
      unread: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  sortFields: ['createdAt'],
});

/** The list's one filter (the gateway checks the query string with it). */
export const notificationFilterForm = defineForm({
  schema: listMyNotifications.filter,
  messages: { unread: 'Le filtre « non lues » doit valoir true ou false.' },
});

export const UnreadCount = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type UnreadCount = Static<typeof UnreadCount>;

export const countMyUnreadNotifications = defineRpc({
  service: 'notification',
  type: 'notification.count-my-unread-notifications',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});

/** Marks one of the caller's notifications read (NOT_FOUND for another member's); answers the new count. */
export const markMyNotificationRead = defineRpc({
  service: 'notification',
  type: 'notification.mark-my-notification-read',
  version: 1,
  request: Type.Object({ notificationId: Uuid }, { additionalProperties: false }),
  response: UnreadCount,
});

export const markAllMyNotificationsRead = defineRpc({
  service: 'notification',
  type: 'notification.mark-all-my-notifications-read',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});

/** The French messages of these RPCs. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'Cette notification n’existe pas.',
  forbidden: REQUEST_MESSAGES.forbidden,
} as const;
