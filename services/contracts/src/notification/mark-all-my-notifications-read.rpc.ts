import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { UnreadCount } from './staff-notification-counts.ts';

export const markAllMyNotificationsRead = defineRpc({
  service: 'notification',
  type: 'notification.mark-all-my-notifications-read',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});
