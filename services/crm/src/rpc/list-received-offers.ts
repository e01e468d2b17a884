import { listReceivedOffers } from '@courtage/contracts/crm/list-received-offers.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';

/** `crm.list-received-offers` (staff only): every row: offers a call-back was booked for, or that staff touched. */
export function listReceivedOffersHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listReceivedOffers, async (request, meta) => {
    requireStaffActor(meta);
    return listOffersPage(db, request, (eb) => eb.and([]), 'received');
  });
}
