import { countMyUnreadNotificationsEndpoint } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { NotificationsPanel } from '../../NotificationsPanel.tsx';
import { useLiveNotifications } from './use-live-notifications.ts';
import './notifications.css';

const STATUS_TEXT = {
  connecting: 'Connexion aux notifications en direct…',
  connected: 'Notifications en direct actives',
  reconnecting: 'Notifications en direct interrompues : reconnexion…',
  stopped: 'Notifications en direct arrêtées',
} as const;

function unreadText(count: number): string {
  if (count === 0) return 'Aucune notification non lue';
  return count === 1 ? '1 notification non lue' : `${count} notifications non lues`;
}

/**
 * The header's notifications button: the unread count (announced politely to screen readers
 * when it changes), the live socket's state, and the panel it opens. Mounted once by AdminLayout.
 */
export function NotificationCenter() {
  const status = useLiveNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useQuery({
    ...queryOptions(countMyUnreadNotificationsEndpoint, {}),
    staleTime: 0,
  });
  const count = unread.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Back to the button, so keyboard users do not lose their place in a panel that is gone.
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="app-dropdown bo-live" ref={root} data-live-status={status}>
      <button
        ref={button}
        type="button"
        className="app-dropdown__button bo-live__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={`bo-live__dot bo-live__dot--${status}`} />
        <svg className="bo-live__bell" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-5-1.5-1.5V11a5.5 5.5 0 0 0-4.5-5.41V4.5a1 1 0 1 0-2 0v1.09A5.5 5.5 0 0 0 6.5 11v4.5L5 17v1h14v-1Z"
          />
        </svg>
        <span className="bo-live__label">Notifications</span>
        {count > 0 ? (
          <span className="bo-live__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
        <span className="visually-hidden">
          {' '}
          ({unreadText(count)}. {STATUS_TEXT[status]})
        </span>
      </button>
      <p className="visually-hidden" aria-live="polite" data-testid="unread-count">
        {unread.isSuccess ? unreadText(count) : ''}
      </p>
      <div id={panelId} className="app-dropdown__panel bo-live__panel" hidden={!open}>
        <NotificationsPanel unread={count} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
