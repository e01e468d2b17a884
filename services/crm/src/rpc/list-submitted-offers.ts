import { listSubmittedOffers } from '@courtage/contracts/crm/list-submitted-offers.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';

/** `crm.list-submitted-offers` (staff only): the subscribed offers. */
export function listSubmittedOffersHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listSubmittedOffers, async (request, meta) => {
    requireStaffActor(meta);
    return listOffersPage(db, request, (eb) => eb.and([eb('subscribed_at', 'is not', null)]), 'submitted');
  });
}
