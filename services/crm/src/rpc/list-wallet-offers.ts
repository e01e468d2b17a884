import { listWalletOffers } from '@courtage/contracts/crm/list-wallet-offers.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listOffersPage } from '../repositories/offer-list-repository.ts';

/** `crm.list-wallet-offers` (staff only): the wallet, offers assigned to the actor. */
export function listWalletOffersHandler(db: Kysely<CrmDatabase>): RpcHandler {
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
