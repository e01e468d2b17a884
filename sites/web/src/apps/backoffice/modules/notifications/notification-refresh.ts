import { listContactMessagesEndpoint } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import { getDashboardEndpoint } from '@courtage/contracts/crm/dashboard.rpc';
import { listQuoteRequestsEndpoint } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { listUserQueriesEndpoint } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import type { StaffNotificationKind } from '@courtage/contracts/notification/staff-notification';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CONTRACT_QUERY_KEYS } from '../contracts/contract-keys.ts';
import { OFFER_LIST_KEYS, staffOfferKey } from '../offers/offer-queries.ts';

// The queries a live notification makes stale, by the notification's kind: the lists and
// records it is about and the dashboard's figures, each by the endpoint key its screen uses
// (the offer lists and the offer page, the lists of contact messages, questions, quote requests,
// contracts and tasks, the dashboard).
const DASHBOARD = endpointKey(getDashboardEndpoint);
const OFFERS: QueryKey[] = [...OFFER_LIST_KEYS, staffOfferKey(), DASHBOARD];

export const REFRESHED_BY_KIND: Readonly<Record<StaffNotificationKind, readonly QueryKey[]>> = {
  'callback-confirmed': OFFERS,
  'callback-assigned': OFFERS,
  // A subscription also becomes a contract (crm).
  'offer-subscribed': [...OFFERS, ...CONTRACT_QUERY_KEYS],
  'contact-message': [endpointKey(listContactMessagesEndpoint), DASHBOARD],
  'quote-request': [endpointKey(listQuoteRequestsEndpoint), DASHBOARD],
  'user-query': [endpointKey(listUserQueriesEndpoint), DASHBOARD],
  'task-due': [endpointKey(listTasksEndpoint), DASHBOARD],
};

/** Marks stale (and refetches, when shown) every query the notification's kind is about. */
export function refreshFor(queryClient: QueryClient, kind: StaffNotificationKind): void {
  for (const queryKey of REFRESHED_BY_KIND[kind]) void queryClient.invalidateQueries({ queryKey });
}
