import type { ConfirmOfferRequest, ConfirmOfferResponse } from '@courtage/contracts/offer/confirm-offer.rpc';
import type { CreateOfferResponse } from '@courtage/contracts/offer/create-offer.rpc';
import type { ListSlotsResponse } from '@courtage/contracts/offer/list-slots.rpc';
import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import type { SubscribeOfferResponse } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { readSession } from '../auth/session-data.ts';
import { type ApiResult, apiResult } from './api-result.ts';

// The comparator, its confirmation step, the subscription and the customer's offers.
const BASE = '/api/v1/confirm-offer';

export type SlotDay = ListSlotsResponse['days'][number];

/** The comparator's request -> ranked, stored offers. */
export const createOffer = (request: unknown): Promise<ApiResult<CreateOfferResponse>> =>
  apiResult(`${BASE}/create-offer`, { method: 'POST', json: request });

export const listSlots = (days = 10): Promise<ApiResult<ListSlotsResponse>> =>
  apiResult(`${BASE}/slots?days=${days}`);

/** Books a call-back slot and confirms the offer. */
export const confirmOffer = (request: ConfirmOfferRequest): Promise<ApiResult<ConfirmOfferResponse>> =>
  apiResult(BASE, { method: 'POST', json: request });

/** An offer just compared, by its unguessable id (no session needed). */
export const getOffer = (offerId: string): Promise<ApiResult<OfferDetail>> =>
  apiResult(`${BASE}/offers/${encodeURIComponent(offerId)}`);

/** Step 01 of the subscription for a confirmed offer. */
export const subscribeOffer = (request: {
  offerId: string;
  step01: unknown;
  /** The capability of the confirming page or of the emailed link (`#cle=`); without it, 401. */
  capability: string;
}): Promise<ApiResult<SubscribeOfferResponse>> =>
  // Signed in, the token goes too: the offer then joins that account when it is the comparison's address.
  apiResult(`${BASE}/subscriber-offer`, {
    method: 'POST',
    json: request,
    auth: readSession()?.kind === 'customer',
  });

/** The signed-in customer's offers. */
export const getMyOffers = () =>
  apiRequest<{ offers: OfferSummary[] }>(`${BASE}/get-user-offers`, { auth: true });

/** One offer of the signed-in customer. */
export const getMyOffer = (offerId: string) =>
  apiRequest<OfferDetail>(`${BASE}/get-user-offers/${encodeURIComponent(offerId)}`, { auth: true });
