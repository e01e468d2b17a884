import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import { apiRequest } from '../auth/api-client.ts';

// The signed-in customer's offers (customer app). Apart from offers.ts so that the public
// islands, which import that file, do not ship the session machinery.
const BASE = '/api/v1/confirm-offer/get-user-offers';

/** The signed-in customer's offers. */
export const getMyOffers = () => apiRequest<{ offers: OfferSummary[] }>(BASE, { auth: true });

/** One offer of the signed-in customer. */
export const getMyOffer = (offerId: string) =>
  apiRequest<OfferDetail>(`${BASE}/${encodeURIComponent(offerId)}`, { auth: true });
