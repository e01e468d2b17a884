import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { Uuid } from '../schemas.ts';
import { UnreadCount } from './staff-notification-counts.ts';

/** Marks one of the caller's notifications read (NOT_FOUND for another member's); answers the new count. */
export const markMyNotificationRead = defineRpc({
  service: 'notification',
  type: 'notification.mark-my-notification-read',
  version: 1,
  request: Type.Object({ notificationId: Uuid }, { additionalProperties: false }),
  response: UnreadCount,
});

export const markMyNotificationReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/notifications/:notificationId/read',
  rpc: markMyNotificationRead,
  access: 'staff',
  summary: 'Marquer une notification comme lue',
  tags: ['back-office : notifications'],
});
