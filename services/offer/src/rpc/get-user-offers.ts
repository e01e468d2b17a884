import { getUserOffers } from '@courtage/contracts/offer/get-user-offers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { toOfferSummaries } from '../offers/offer-summary.ts';
import { listUserOffers } from '../repositories/offers-repository.ts';

/** `offer.get-user-offers`: the offers linked to a customer ('Mon offre'), most recently changed first. */
export function getUserOffersHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getUserOffers, async ({ userId }) => {
    const rows = await listUserOffers(deps.db, userId);
    return { offers: await toOfferSummaries(deps.formulaViews, rows) };
  });
}
