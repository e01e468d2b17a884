import { defineEvent } from '../define.ts';
import { StaffNotification } from './staff-notification.ts';

/**
 * A notification was stored for one staff member (written to the notification service's
 * outbox in the same transaction): every gateway replica pushes it to that member's sockets.
 */
export const staffNotificationCreated = defineEvent({
  type: 'notification.staff-notification.created',
  version: 1,
  data: StaffNotification,
});
