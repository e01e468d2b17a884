import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { UnreadCount } from './staff-notification-counts.ts';

export const countMyUnreadNotifications = defineRpc({
  service: 'notification',
  type: 'notification.count-my-unread-notifications',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});

export const countMyUnreadNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notifications/unread-count',
  rpc: countMyUnreadNotifications,
  access: 'staff',
  summary: 'Nombre de mes notifications non lues',
  tags: ['back-office : notifications'],
});
