import { listReceivedOffersEndpoint } from '@courtage/contracts/crm/list-received-offers.rpc';
import { listSubmittedOffersEndpoint } from '@courtage/contracts/crm/list-submitted-offers.rpc';
import { listWalletOffersEndpoint } from '@courtage/contracts/crm/list-wallet-offers.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import { getStaffOfferEndpoint } from '@courtage/contracts/offer/get-staff-offer.rpc';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The back-office's three offer lists: received, submitted (subscriptions), the wallet (mine). */
export const OFFER_LIST_ENDPOINTS = {
  received: listReceivedOffersEndpoint,
  submitted: listSubmittedOffersEndpoint,
  wallet: listWalletOffersEndpoint,
} as const;
export type OfferListKind = keyof typeof OFFER_LIST_ENDPOINTS;

/** Every offer list's query key: a change on one offer makes them all stale. */
export const OFFER_LIST_KEYS: readonly QueryKey[] = Object.values(OFFER_LIST_ENDPOINTS).map((endpoint) =>
  endpointKey(endpoint),
);

/** One offer's page (`offerId`), or every offer's page. */
export const staffOfferKey = (offerId?: string): QueryKey =>
  offerId === undefined
    ? endpointKey(getStaffOfferEndpoint)
    : endpointKey(getStaffOfferEndpoint, { offerId });

/** After a change on an offer: its page and every list are read again. */
export function refreshOffer(queryClient: QueryClient, offerId: string): void {
  void queryClient.invalidateQueries({ queryKey: staffOfferKey(offerId) });
  for (const queryKey of OFFER_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
}
