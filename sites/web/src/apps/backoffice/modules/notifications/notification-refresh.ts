import { listContactMessagesEndpoint } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { listUserQueriesEndpoint } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import type { StaffNotificationKind } from '@courtage/contracts/notification/staff-notification';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The queries a live notification makes stale, by the notification's kind: the lists and
// records it is about and the dashboard's figures. Each key is the prefix its screen uses
// (OFFER_LISTS_KEY, the list endpoints' keys of contact messages, questions and tasks, the
// DataList keys of quotes and contracts, the offer page's ['staff-offer', id]).
const OFFERS: QueryKey[] = [['offer-lists'], ['staff-offer'], ['dashboard']];

export const REFRESHED_BY_KIND: Readonly<Record<StaffNotificationKind, readonly QueryKey[]>> = {
  'callback-confirmed': OFFERS,
  'callback-assigned': OFFERS,
  // A subscription also becomes a contract (crm).
  'offer-subscribed': [...OFFERS, ['contracts']],
  'contact-message': [endpointKey(listContactMessagesEndpoint), ['dashboard']],
  'quote-request': [['quote-requests'], ['dashboard']],
  'user-query': [endpointKey(listUserQueriesEndpoint), ['dashboard']],
  'task-due': [endpointKey(listTasksEndpoint), ['dashboard']],
};

/** Marks stale (and refetches, when shown) every query the notification's kind is about. */
export function refreshFor(queryClient: QueryClient, kind: StaffNotificationKind): void {
  for (const queryKey of REFRESHED_BY_KIND[kind]) void queryClient.invalidateQueries({ queryKey });
}
