import { listWalletOffers } from '@courtage/contracts/crm/list-wallet-offers.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import { readModelDb } from '../offers/read-model-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-wallet-offers` (staff only): the wallet, offers assigned to the actor. */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type (the read model adds its tables)
export function listWalletOffersHandler(crmDb: Kysely<any>): RpcHandler {
  const db = readModelDb(crmDb);
  return rpcHandler(listWalletOffers, async (request, meta) => {
    const staff = requireStaffActor(meta);
    return listOffersPage(
      db,
      request,
      (eb) => eb.and([eb('assignee_id', '=', staff.id)]),
      `wallet:${staff.id}`,
    );
  });
}
