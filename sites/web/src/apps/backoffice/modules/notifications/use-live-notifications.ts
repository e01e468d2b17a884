import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import {
  listMyNotifications,
  liveSocketToken,
  liveSocketUrl,
} from '../../../../lib/gateway/notifications.ts';
import { type LiveStatus, startLiveSocket } from './live-socket.ts';
import { NOTIFICATION_KEYS } from './notification-queries.ts';

function announce(notification: StaffNotification): void {
  // The id as toastId: a notification announced twice (push and catch-up) shows once.
  toast.info(`${notification.title} — ${notification.body}`, { toastId: notification.id });
}

/**
 * Keeps the back-office's live socket open while mounted: a toast for each pushed notification,
 * and after every reconnection, a toast for each unread one that arrived meanwhile (fetched
 * from the list route). The first connection only loads: what was unread before is in the panel.
 */
export function useLiveNotifications(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const seen = new Set<string>();
    let firstReady = true;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });

    const live = startLiveSocket({
      url: liveSocketUrl,
      token: liveSocketToken,
      onStatus: setStatus,
      onReady() {
        const catchUp = firstReady;
        firstReady = false;
        listMyNotifications({ limit: 50, unread: true })
          .then((page) => {
            for (const notification of [...page.rows].reverse()) {
              if (!catchUp && !seen.has(notification.id)) announce(notification);
              seen.add(notification.id);
            }
          })
          .catch(() => undefined) // the panel shows its own error state
          .finally(refresh);
      },
      onNotification(notification) {
        if (!seen.has(notification.id)) announce(notification);
        seen.add(notification.id);
        refresh();
      },
    });
    return () => live.stop();
  }, [queryClient]);

  return status;
}
