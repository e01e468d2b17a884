import { listExternalCrmContracts } from '@courtage/contracts/crm/external-crm/list-external-crm-contracts.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listExternalRecordPage } from '../repositories/external-records-repository.ts';

export function listExternalCrmContractsHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listExternalCrmContracts, async (request, meta) => {
    requireStaffActor(meta);
    return listExternalRecordPage(db, 'contract', request);
  });
}
