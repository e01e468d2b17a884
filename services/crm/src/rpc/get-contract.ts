import { CONTRACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contracts/contract-form';
import { getContract } from '@courtage/contracts/crm/contracts/get-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findContract, toContract } from '../repositories/contracts-repository.ts';

/** `crm.get-contract` (`/api/v1/contrat/byId/:contractId`). */
export function getContractHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getContract, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findContract(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES_EXTRA.notFound);
    return toContract(row);
  });
}
