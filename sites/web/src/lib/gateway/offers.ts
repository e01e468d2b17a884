import type { BookingLimitResponse } from '@courtage/contracts/offer/booking-limit.rpc';
import type { CreateOfferResponse } from '@courtage/contracts/offer/create-offer.rpc';
import type { ListSlotsResponse } from '@courtage/contracts/offer/list-slots.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { type ApiResult, apiResult } from './api-result.ts';

// The comparator's routes that are not endpoints of the contracts (its reply bytes passed through,
// no-store answers, the public offer detail); confirming and emailing go through `callPublic`.
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

/** An offer just compared, by its unguessable id (no session needed). */
export const getOffer = (offerId: string): Promise<ApiResult<OfferDetail>> =>
  apiResult(`${BASE}/offers/${encodeURIComponent(offerId)}`);
