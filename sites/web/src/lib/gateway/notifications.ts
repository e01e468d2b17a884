import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import type { UnreadCount } from '@courtage/contracts/notification/staff-notification-counts';
import { apiRequest } from '../auth/api-client.ts';
import { getWsUrl } from '../auth/api-url.ts';
import { readSession } from '../auth/session-data.ts';
import type { ListPage } from './list-request.ts';

const BASE = '/api/v1/notifications';

/** The signed-in staff member's notifications, newest first (`unread`: only those not read). */
export const listMyNotifications = (
  options: { limit?: 10 | 20 | 25 | 50; unread?: boolean; cursor?: string } = {},
) => {
  const query = new URLSearchParams({
    limit: String(options.limit ?? 10),
    sort: 'createdAt',
    direction: 'desc',
  });
  if (options.unread) query.set('unread', 'true');
  if (options.cursor) query.set('cursor', options.cursor);
  return apiRequest<ListPage<StaffNotification>>(`${BASE}?${query}`, { auth: true });
};

export const countMyUnreadNotifications = () =>
  apiRequest<UnreadCount>(`${BASE}/unread-count`, { auth: true });

export const markNotificationRead = (notificationId: string) =>
  apiRequest<UnreadCount>(`${BASE}/${encodeURIComponent(notificationId)}/read`, {
    method: 'POST',
    auth: true,
  });

export const markAllNotificationsRead = () =>
  apiRequest<UnreadCount>(`${BASE}/read-all`, { method: 'POST', auth: true });

/** The live socket's URL: PUBLIC_WS_URL, else `/ws` on the gateway (ws: or wss: like the API). */
export function liveSocketUrl(): string {
  return getWsUrl();
}

/**
 * The access token the socket sends in its first message (never in the URL). Renewed first
 * through an authenticated call when it is close to expiry or expired, as apiRequest does on 401.
 */
export async function liveSocketToken(): Promise<string | undefined> {
  await countMyUnreadNotifications();
  return readSession()?.accessToken;
}
