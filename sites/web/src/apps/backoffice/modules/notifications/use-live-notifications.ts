import { listMyNotificationsEndpoint } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markMyNotificationReadEndpoint } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { call, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import { liveSocketToken, liveSocketUrl } from '../../../../lib/gateway/notifications.ts';
import { type LiveStatus, startLiveSocket } from './live-socket.ts';
import { refreshNotifications } from './notification-queries.ts';
import { refreshFor } from './notification-refresh.ts';

/** The catch-up after a reconnection: the unread ones, newest first (50 at most). */
const UNREAD_QUERY = new URLSearchParams({
  limit: '50',
  sort: 'createdAt',
  direction: 'desc',
  unread: 'true',
});

/**
 * A toast per notification; the id as toastId, so one announced twice (push and catch-up) shows
 * once. Clicking it opens the record, as the panel's link does (and marks it read).
 */
function announce(notification: StaffNotification, open: (notification: StaffNotification) => void): void {
  toast.info(`${notification.title} — ${notification.body}`, {
    toastId: notification.id,
    onClick: () => open(notification),
  });
}

/**
 * Keeps the back-office's live socket open while mounted: a toast for each pushed notification
 * and the lists it is about refreshed, and after every reconnection, a toast for each unread one that arrived meanwhile (fetched
 * from the list route). The first connection only loads: what was unread before is in the panel.
 */
export function useLiveNotifications(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const navigate = useNavigate();
  // What a toast click does, kept current without restarting the socket.
  const open = useRef<(notification: StaffNotification) => void>(() => {});
  open.current = (notification) => {
    void call(markMyNotificationReadEndpoint, { notificationId: notification.id })
      .then(() => refreshNotifications(queryClient))
      .catch(() => undefined); // still unread in the panel, which says so
    void navigate(notification.link);
  };

  useEffect(() => {
    const seen = new Set<string>();
    let firstReady = true;
    const refresh = () => void refreshNotifications(queryClient);

    const live = startLiveSocket({
      url: liveSocketUrl,
      token: liveSocketToken,
      onStatus: setStatus,
      onReady() {
        const isFirst = firstReady;
        firstReady = false;
        listPage(listMyNotificationsEndpoint, UNREAD_QUERY)
          .then((page) => {
            for (const notification of [...page.rows].reverse()) {
              if (!isFirst && !seen.has(notification.id)) {
                announce(notification, (clicked) => open.current(clicked));
                refreshFor(queryClient, notification.kind);
              }
              seen.add(notification.id);
            }
          })
          .catch(() => undefined) // the panel shows its own error state
          .finally(refresh);
      },
      onNotification(notification) {
        if (!seen.has(notification.id)) {
          announce(notification, (clicked) => open.current(clicked));
          // The list on screen shows the new row or state without a reload.
          refreshFor(queryClient, notification.kind);
        }
        seen.add(notification.id);
        refresh();
      },
    });
    return () => live.stop();
  }, [queryClient]);

  return status;
}
