import { listExternalCrmOffers } from '@courtage/contracts/crm/external-crm/list-external-crm-offers.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listExternalRecordPage } from '../repositories/external-records-repository.ts';

export function listExternalCrmOffersHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listExternalCrmOffers, async (request, meta) => {
    requireStaffActor(meta);
    return listExternalRecordPage(db, 'offer', request);
  });
}
