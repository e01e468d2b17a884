import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { UnreadCount } from './staff-notification-counts.ts';

export const markAllMyNotificationsRead = defineRpc({
  service: 'notification',
  type: 'notification.mark-all-my-notifications-read',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});

export const markAllMyNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/notifications/read-all',
  rpc: markAllMyNotificationsRead,
  access: 'staff',
  summary: 'Tout marquer comme lu',
  tags: ['back-office : notifications'],
});
