import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { UnreadCount } from './staff-notification-counts.ts';

export const countMyUnreadNotifications = defineRpc({
  service: 'notification',
  type: 'notification.count-my-unread-notifications',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: UnreadCount,
});
