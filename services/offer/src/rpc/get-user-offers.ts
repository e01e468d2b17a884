import { getUserOffers } from '@courtage/contracts/offer/get-user-offers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { OFFER_COLUMNS } from '../offers/offer-columns.ts';
import { toOfferSummaries } from '../offers/offer-summary.ts';

/** `offer.get-user-offers`: the offers linked to a customer ('Mon offre'), most recently changed first. */
export function getUserOffersHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getUserOffers, async ({ userId }) => {
    const rows = await deps.db
      .selectFrom('offers')
      .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
      .select(OFFER_COLUMNS)
      .where('offers.user_id', '=', userId)
      .orderBy('offers.updated_at', 'desc')
      .limit(100)
      .execute();
    return { offers: await toOfferSummaries(deps.formulaViews, rows) };
  });
}
