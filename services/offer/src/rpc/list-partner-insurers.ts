import { listPartnerInsurers } from '@courtage/contracts/offer/list-partner-insurers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';

/** `offer.list-partner-insurers`: the active plans' insurers, each once, in French alphabetical order. */
export function listPartnerInsurersHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(listPartnerInsurers, async () => {
    const names = new Set((await deps.catalog.plans()).map((plan) => plan.insurer.name));
    return { insurers: [...names].sort((a, b) => a.localeCompare(b, 'fr')) };
  });
}
