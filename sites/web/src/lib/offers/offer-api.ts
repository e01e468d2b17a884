import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import { type ApiResult, callApi } from './call-api.ts';

export type CreateOfferReply = {
  comparisonId: string;
  startDate: string;
  departement: { code: string; nom: string };
  summaryEmailQueued: boolean;
  offers: OfferSummary[];
};
export type SlotDay = { date: string; slots: Array<{ time: string; capacity: number; remaining: number }> };
export type ConfirmReply = {
  offerId: string;
  state: 'confirmed';
  dateSlot: string;
  timeSlot: string;
  emailQueued: boolean;
  message: string;
};
export type SubscribeReply = {
  subscriptionId: string;
  offerId: string;
  state: 'subscribed';
  securiteSocialeMasked: string;
  mandate: {
    title: string;
    reference: string;
    creditorName: string;
    creditorIdentifier: string;
    creditorAddress: string;
    debtorName: string;
    ibanMasked: string;
    bic: string;
    paymentType: string;
    frequency: string;
    collectionDate: string;
    signedAt: string;
  };
  account: { userId: string; created: boolean };
};

const BASE = '/api/v1/confirm-offer';

export const createOffer = (apiUrl: string, request: unknown): Promise<ApiResult<CreateOfferReply>> =>
  callApi(apiUrl, `${BASE}/create-offer`, { method: 'POST', body: request });

export const listSlots = (apiUrl: string, days = 10): Promise<ApiResult<{ days: SlotDay[] }>> =>
  callApi(apiUrl, `${BASE}/slots?days=${days}`);

export const confirmOffer = (
  apiUrl: string,
  request: { offerId: string; dateSlot: string; timeSlot: string },
): Promise<ApiResult<ConfirmReply>> => callApi(apiUrl, BASE, { method: 'POST', body: request });

export const getOffer = (apiUrl: string, offerId: string): Promise<ApiResult<OfferDetail>> =>
  callApi(apiUrl, `${BASE}/offers/${encodeURIComponent(offerId)}`);

export const subscribeOffer = (
  apiUrl: string,
  request: { offerId: string; step01: unknown },
): Promise<ApiResult<SubscribeReply>> =>
  callApi(apiUrl, `${BASE}/subscriber-offer`, { method: 'POST', body: request });
