import type { BookingLimitResponse } from '@courtage/contracts/offer/booking-limit.rpc';
import type { ConfirmOfferRequest, ConfirmOfferResponse } from '@courtage/contracts/offer/confirm-offer.rpc';
import type { CreateOfferResponse } from '@courtage/contracts/offer/create-offer.rpc';
import type { ListSlotsResponse } from '@courtage/contracts/offer/list-slots.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { type ApiResult, apiResult } from './api-result.ts';

// The comparator, its confirmation step, the subscription and the customer's offers.
const BASE = '/api/v1/confirm-offer';

export type SlotDay = ListSlotsResponse['days'][number];

/** The comparator's request -> ranked, stored offers. */
export const createOffer = (request: unknown): Promise<ApiResult<CreateOfferResponse>> =>
  apiResult(`${BASE}/create-offer`, { method: 'POST', json: request });

export const listSlots = (days = 10): Promise<ApiResult<ListSlotsResponse>> =>
  apiResult(`${BASE}/slots?days=${days}`);

/**
 * Whether the offer's visitor may still book (the limit per email address and postal code):
 * a 429 carries the French message saying when to come back. Counts nothing.
 */
export const bookingLimit = (offerId: string): Promise<ApiResult<BookingLimitResponse>> =>
  apiResult(`${BASE}/limit/${encodeURIComponent(offerId)}`);

/** Books a call-back slot and confirms the offer. */
export const confirmOffer = (request: ConfirmOfferRequest): Promise<ApiResult<ConfirmOfferResponse>> =>
  apiResult(BASE, { method: 'POST', json: request });

/** An offer just compared, by its unguessable id (no session needed). */
export const getOffer = (offerId: string): Promise<ApiResult<OfferDetail>> =>
  apiResult(`${BASE}/offers/${encodeURIComponent(offerId)}`);

/** 'Recevoir ma comparaison par e-mail': the offers shown, as a PDF, to the comparison's address. */
export const emailComparison = (offerIds: string[]): Promise<ApiResult<{ queued: true }>> =>
  apiResult(`${BASE}/email-comparison`, { method: 'POST', json: { offerIds } });
