import { listSubmittedOffers } from '@courtage/contracts/crm/list-submitted-offers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import { readModelDb } from '../offers/read-model-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-submitted-offers` (staff only): the subscribed offers. */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type (the read model adds its tables)
export function listSubmittedOffersHandler(crmDb: Kysely<any>): RpcHandler {
  const db = readModelDb(crmDb);
  return rpcHandler(listSubmittedOffers, async (request, meta) => {
    requireStaffActor(meta);
    return listOffersPage(db, request, (eb) => eb.and([eb('subscribed_at', 'is not', null)]), 'submitted');
  });
}
