import { getDashboardEndpoint } from '@courtage/contracts/crm/dashboard.rpc';
import { listQuoteRequestsEndpoint } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import type { StaffNotificationKind } from '@courtage/contracts/notification/staff-notification';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OFFER_LIST_KEYS, staffOfferKey } from '../offers/offer-queries.ts';
import { CONTRACT_QUERY_KEYS } from '../contracts/contract-keys.ts';

// The queries a live notification makes stale, by the notification's kind: the lists and
// records it is about and the dashboard's figures. Each key is the prefix its screen uses
// (the offer lists' and the offer page's endpoint keys, CONTACT_MESSAGES_KEY, USER_QUERIES_KEY,
// the DataList keys of quotes, contracts and tasks, the dashboard's endpoint key).
const DASHBOARD = endpointKey(getDashboardEndpoint);
const OFFERS: QueryKey[] = [...OFFER_LIST_KEYS, staffOfferKey(), DASHBOARD];

export const REFRESHED_BY_KIND: Readonly<Record<StaffNotificationKind, readonly QueryKey[]>> = {
  'callback-confirmed': OFFERS,
  'callback-assigned': OFFERS,
  // A subscription also becomes a contract (crm).
  'offer-subscribed': [...OFFERS, ...CONTRACT_QUERY_KEYS],
  'contact-message': [['contact-messages'], DASHBOARD],
  'quote-request': [endpointKey(listQuoteRequestsEndpoint), DASHBOARD],
  'user-query': [['user-queries'], DASHBOARD],
  'task-due': [endpointKey(listTasksEndpoint), DASHBOARD],
};

/** Marks stale (and refetches, when shown) every query the notification's kind is about. */
export function refreshFor(queryClient: QueryClient, kind: StaffNotificationKind): void {
  for (const queryKey of REFRESHED_BY_KIND[kind]) void queryClient.invalidateQueries({ queryKey });
}
