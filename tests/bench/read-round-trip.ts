import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

/** GETs `path` on the gateway from `concurrency` callers; each answer must be 200. */
async function measureGet(gatewayUrl: string, path: string, options: LoadOptions) {
  const url = new URL(path, gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('GET', url);
    if (res.status !== 200) throw new Error(`GET ${path}: status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send(); // One probe first: a setup problem shows as one clear error, not thousands.
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}

/**
 * GET /api/v1/confirm-offer/slots?days=1: gateway (schema, Redis rate limit) -> bus (RPC) ->
 * offer -> one PostgreSQL SELECT on `slots` -> back. The read round trip measured against its bare parts chained.
 */
export function measureSlotsRead(gatewayUrl: string, options: LoadOptions) {
  return measureGet(gatewayUrl, '/api/v1/confirm-offer/slots?days=1', options);
}

/** Creates one comparison through the gateway (before measuring) and gives its first offer's id. */
export async function createBenchOffer(gatewayUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/v1/confirm-offer/create-offer', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...sampleComparisonRequest(), consent: false }),
  });
  if (response.status !== 201)
    throw new Error(`create-offer: status ${response.status}: ${await response.text()}`);
  const { offers } = (await response.json()) as { offers: Array<{ id: string }> };
  if (!offers[0]) throw new Error('create-offer answered no offer');
  return offers[0].id;
}

/**
 * GET /api/v1/confirm-offer/offers/:offerId on an offer created once before measuring: the
 * offer row, then its formulas, guarantees, booking and history (three sequential PostgreSQL
 * round trips, five queries) and a ~10 kB JSON answer.
 */
export async function measureOfferDetailRead(gatewayUrl: string, options: LoadOptions) {
  const offerId = await createBenchOffer(gatewayUrl);
  return measureGet(gatewayUrl, `/api/v1/confirm-offer/offers/${offerId}`, options);
}
