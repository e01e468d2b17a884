import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import {
  type DocumentKind,
  listCustomerDocumentsEndpoint,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { downloadWithToken } from './documents.ts';
import { call } from './endpoint-client.ts';

// The signed-in customer's offers (customer app): their id comes from the verified token, and a
// document is a PDF download, so these are routes of the gateway, not endpoints of the contracts. Apart from offers.ts so that the public
// islands, which import that file, do not ship the session machinery.
const BASE = '/api/v1/confirm-offer/get-user-offers';

/** The signed-in customer's offers. */
export const getMyOffers = () => apiRequest<{ offers: OfferSummary[] }>(BASE, { auth: true });

/** One offer of the signed-in customer. */
export const getMyOffer = (offerId: string) =>
  apiRequest<OfferDetail>(`${BASE}/${encodeURIComponent(offerId)}`, { auth: true });

/** Downloads one document of the customer's offer (a 401 renews the session once, then retries). */
export const downloadMyOfferDocument = (offerId: string, kind: DocumentKind, fileName: string) =>
  downloadWithToken(
    `${BASE}/${encodeURIComponent(offerId)}/documents/${encodeURIComponent(kind)}`,
    fileName,
    () => call(listCustomerDocumentsEndpoint, { offerId }),
  );
