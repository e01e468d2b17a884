import { listReceivedOffers } from '@courtage/contracts/crm/list-received-offers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import { readModelDb } from '../offers/read-model-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-received-offers` (staff only): every row: offers a call-back was booked for, or that staff touched. */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type (the read model adds its tables)
export function listReceivedOffersHandler(crmDb: Kysely<any>): RpcHandler {
  const db = readModelDb(crmDb);
  return rpcHandler(listReceivedOffers, async (request, meta) => {
    requireStaffActor(meta);
    return listOffersPage(db, request, (eb) => eb.and([]), 'received');
  });
}
