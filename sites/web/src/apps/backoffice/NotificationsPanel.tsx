import { listMyNotificationsEndpoint } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markAllMyNotificationsReadEndpoint } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { markMyNotificationReadEndpoint } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../lib/auth/api-error.ts';
import { call, listQueryOptions } from '../../lib/gateway/endpoint-client.ts';
import { Spinner } from '../shell/Spinner.tsx';
import { PANEL_QUERY, refreshNotifications } from './modules/notifications/notification-queries.ts';

const WHEN = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

type Props = {
  /** The header's unread count (enables « Tout marquer comme lu »). */
  unread: number;
  /** Called when a link to a record is followed (the header closes the panel). */
  onNavigate?: () => void;
};

/** The staff member's latest notifications: unread ones highlighted, links to the records, read marks. */
export function NotificationsPanel({ unread, onNavigate }: Props) {
  const queryClient = useQueryClient();
  const list = useQuery({
    ...listQueryOptions(listMyNotificationsEndpoint, PANEL_QUERY),
    staleTime: 0,
  });
  const refresh = () => refreshNotifications(queryClient);
  const markOne = useMutation({
    mutationFn: (notificationId: string) => call(markMyNotificationReadEndpoint, { notificationId }),
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const markAll = useMutation({
    mutationFn: () => call(markAllMyNotificationsReadEndpoint, {}),
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error)),
  });

  const follow = (notification: StaffNotification) => {
    if (!notification.readAt) markOne.mutate(notification.id);
    onNavigate?.();
  };

  return (
    <section className="app-notifications" aria-labelledby="notifications-title">
      <div className="bo-live__actions">
        <h2 id="notifications-title" className="app-notifications__title">
          Notifications
        </h2>
        {unread > 0 ? (
          <button
            type="button"
            className="bo-live__link-button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            Tout marquer comme lu
          </button>
        ) : null}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <div role="alert" className="bo-live__actions">
          <p>{errorMessage(list.error)}</p>
          <button type="button" className="bo-live__link-button" onClick={() => void list.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {list.isSuccess && list.data.rows.length === 0 ? (
        <p className="app-empty">Aucune notification</p>
      ) : null}
      {list.isSuccess && list.data.rows.length > 0 ? (
        <ul className="bo-live__list" aria-label="Dernières notifications">
          {list.data.rows.map((notification) => (
            <li
              key={notification.id}
              className={notification.readAt ? 'bo-live__item' : 'bo-live__item is-unread'}
              data-testid="notification-item"
            >
              <Link
                to={notification.link}
                className="bo-live__item-title"
                onClick={() => follow(notification)}
              >
                {notification.readAt ? null : <span className="visually-hidden">Non lue : </span>}
                {notification.title}
              </Link>
              <p className="bo-live__item-body">{notification.body}</p>
              <div className="bo-live__item-meta">
                <time dateTime={notification.createdAt}>{WHEN.format(new Date(notification.createdAt))}</time>
                {notification.readAt ? null : (
                  <button
                    type="button"
                    className="bo-live__link-button"
                    onClick={() => markOne.mutate(notification.id)}
                    aria-label={`Marquer comme lue : ${notification.title}`}
                  >
                    Marquer comme lue
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
