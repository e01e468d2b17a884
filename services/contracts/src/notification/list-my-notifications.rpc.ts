import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { defineListRpc } from '../list/define-list-rpc.ts';
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

export const listMyNotificationsEndpoint = defineListEndpoint({
  path: '/api/v1/notifications',
  rpc: listMyNotifications,
  access: 'staff',
  filterForm: notificationFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Mes notifications, les plus récentes d’abord',
  tags: ['back-office : notifications'],
});
