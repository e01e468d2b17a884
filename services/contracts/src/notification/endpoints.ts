import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { countMyUnreadNotificationsEndpoint } from './count-my-unread-notifications.rpc.ts';
import { listMyNotificationsEndpoint } from './list-my-notifications.rpc.ts';
import { markAllMyNotificationsReadEndpoint } from './mark-all-my-notifications-read.rpc.ts';
import { markMyNotificationReadEndpoint } from './mark-my-notification-read.rpc.ts';

/** The staff member's own notifications (live ones arrive over `/ws`, a route file). */
export const NOTIFICATION_ENDPOINTS: readonly Endpoint[] = [
  listMyNotificationsEndpoint,
  countMyUnreadNotificationsEndpoint,
  markAllMyNotificationsReadEndpoint,
  markMyNotificationReadEndpoint,
];
