import { countMyUnreadNotificationsEndpoint } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { listMyNotificationsEndpoint } from '@courtage/contracts/notification/list-my-notifications.rpc';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../lib/gateway/endpoint-client.ts';

/** The panel's page of notifications: the latest 20, newest first. */
export const PANEL_QUERY = new URLSearchParams({ limit: '20', sort: 'createdAt', direction: 'desc' });

/** Marks stale the notifications' queries: the panel's list and the header's unread count. */
export function refreshNotifications(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(listMyNotificationsEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(countMyUnreadNotificationsEndpoint) }),
  ]);
}
