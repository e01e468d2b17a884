import type { SubscribeOfferResponse } from '@courtage/contracts/offer/subscribe-offer.rpc';
import type { SignatureView } from '@courtage/contracts/offer/subscription-signature.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { getApiUrl } from '../auth/api-url.ts';
import { readSession } from '../auth/session-data.ts';
import { type ApiResult, asApiResult } from './api-result.ts';

// The subscription (subscribe island): apart from offers.ts because it may send the customer's
// token, and the comparator, which imports offers.ts, must not ship the session machinery.
const BASE = '/api/v1/confirm-offer';

/** Step 01 of the subscription for a confirmed offer. */
export const subscribeOffer = (request: {
  offerId: string;
  step01: unknown;
  /** The capability of the confirming page or of the emailed link (`#cle=`); without it, 401. */
  capability: string;
}): Promise<ApiResult<SubscribeOfferResponse>> =>
  // Signed in, the token goes too: the offer then joins that account when it is the comparison's address.
  asApiResult(
    apiRequest<SubscribeOfferResponse>(`${BASE}/subscriber-offer`, {
      method: 'POST',
      json: request,
      auth: readSession()?.kind === 'customer',
    }),
  );

/** A new code by email (the previous one stops working). */
export const resendSignatureCode = (request: { offerId: string; capability: string }) =>
  asApiResult(apiRequest<SignatureView>(`${BASE}/signature/code`, { method: 'POST', json: request }));

/** Signs the file with the emailed code. */
export const signSubscription = (request: {
  offerId: string;
  capability: string;
  code: string;
  consent: boolean;
}) => asApiResult(apiRequest<SignatureView>(`${BASE}/signature/sign`, { method: 'POST', json: request }));

/**
 * One document of the file as a PDF blob (reviewed before signing, sealed after): POSTed so that
 * the capability never sits in a URL, then opened from an object URL.
 */
export async function fetchSignatureDocument(request: {
  offerId: string;
  capability: string;
  kind: string;
}): Promise<Blob | null> {
  const response = await fetch(`${getApiUrl()}${BASE}/signature/document`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  }).catch(() => null);
  return response?.ok ? response.blob() : null;
}
