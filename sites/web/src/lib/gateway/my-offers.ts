import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import type { CustomerDocuments, DocumentKind } from '@courtage/contracts/offer/subscription-signature.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { downloadWithToken } from './documents.ts';

// The signed-in customer's offers (customer app). Apart from offers.ts so that the public
// islands, which import that file, do not ship the session machinery.
const BASE = '/api/v1/confirm-offer/get-user-offers';

/** The signed-in customer's offers. */
export const getMyOffers = () => apiRequest<{ offers: OfferSummary[] }>(BASE, { auth: true });

/** One offer of the signed-in customer. */
export const getMyOffer = (offerId: string) =>
  apiRequest<OfferDetail>(`${BASE}/${encodeURIComponent(offerId)}`, { auth: true });

/** The documents of one of the customer's offers (signed file, certificate, IPID, conditions). */
export const getMyOfferDocuments = (offerId: string) =>
  apiRequest<CustomerDocuments>(`${BASE}/${encodeURIComponent(offerId)}/documents`, { auth: true });

/** Downloads one document of the customer's offer (a 401 renews the session once, then retries). */
export const downloadMyOfferDocument = (offerId: string, kind: DocumentKind, fileName: string) =>
  downloadWithToken(
    `${BASE}/${encodeURIComponent(offerId)}/documents/${encodeURIComponent(kind)}`,
    fileName,
    () => getMyOfferDocuments(offerId),
  );
