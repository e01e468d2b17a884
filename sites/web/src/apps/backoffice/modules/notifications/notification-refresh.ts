import { listQuoteRequestsEndpoint } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import type { StaffNotificationKind } from '@courtage/contracts/notification/staff-notification';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CONTRACT_QUERY_KEYS } from '../contracts/contract-keys.ts';

// The queries a live notification makes stale, by the notification's kind: the lists and
// records it is about and the dashboard's figures. Each key is the prefix its screen uses
// (OFFER_LISTS_KEY, CONTACT_MESSAGES_KEY, USER_QUERIES_KEY, the DataList keys of quotes,
// contracts and tasks, the offer page's ['staff-offer', id]).
const OFFERS: QueryKey[] = [['offer-lists'], ['staff-offer'], ['dashboard']];

export const REFRESHED_BY_KIND: Readonly<Record<StaffNotificationKind, readonly QueryKey[]>> = {
  'callback-confirmed': OFFERS,
  'callback-assigned': OFFERS,
  // A subscription also becomes a contract (crm).
  'offer-subscribed': [...OFFERS, ...CONTRACT_QUERY_KEYS],
  'contact-message': [['contact-messages'], ['dashboard']],
  'quote-request': [endpointKey(listQuoteRequestsEndpoint), ['dashboard']],
  'user-query': [['user-queries'], ['dashboard']],
  'task-due': [endpointKey(listTasksEndpoint), ['dashboard']],
};

/** Marks stale (and refetches, when shown) every query the notification's kind is about. */
export function refreshFor(queryClient: QueryClient, kind: StaffNotificationKind): void {
  for (const queryKey of REFRESHED_BY_KIND[kind]) void queryClient.invalidateQueries({ queryKey });
}
