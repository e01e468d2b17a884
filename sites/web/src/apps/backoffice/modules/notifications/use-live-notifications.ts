import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  listMyNotifications,
  liveSocketToken,
  liveSocketUrl,
} from '../../../../lib/gateway/notifications.ts';
import { type LiveStatus, startLiveSocket } from './live-socket.ts';
import { NOTIFICATION_KEYS } from './notification-queries.ts';

/** A toast per notification; the id as toastId, so one announced twice (push and catch-up) shows once. */
function announce(notification: StaffNotification, open: (link: string) => void): void {
  toast.info(`${notification.title} — ${notification.body}`, {
    toastId: notification.id,
    onClick: () => open(notification.link),
  });
}

/**
 * Keeps the back-office's live socket open while mounted: a toast for each pushed notification,
 * and after every reconnection, a toast for each unread one that arrived meanwhile (fetched
 * from the list route). The first connection only loads: what was unread before is in the panel.
 */
export function useLiveNotifications(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const navigate = useNavigate();
  // The latest navigate without restarting the socket when it changes.
  const open = useRef(navigate);
  open.current = navigate;

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
              if (!catchUp && !seen.has(notification.id))
                announce(notification, (link) => void open.current(link));
              seen.add(notification.id);
            }
          })
          .catch(() => undefined) // the panel shows its own error state
          .finally(refresh);
      },
      onNotification(notification) {
        if (!seen.has(notification.id)) announce(notification, (link) => void open.current(link));
        seen.add(notification.id);
        refresh();
      },
    });
    return () => live.stop();
  }, [queryClient]);

  return status;
}
