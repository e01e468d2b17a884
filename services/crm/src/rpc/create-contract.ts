import { CONTRACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contracts/contract-form';
import { createContract } from '@courtage/contracts/crm/contracts/create-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveContractInput } from '../contracts/resolve-contract-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { isUniqueViolation } from '../records-errors.ts';
import { insertContract, toContract } from '../repositories/contracts-repository.ts';

export const policyTaken = () =>
  new AppError('CONFLICT', CONTRACT_MESSAGES_EXTRA.policyTaken, [
    { field: 'policyNumber', message: CONTRACT_MESSAGES_EXTRA.policyTaken },
  ]);

/** `crm.create-contract`: typed by a broker (`/api/v1/contrat`), audited. */
export function createContractHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(createContract, async (input, meta) => {
    requireStaffActor(meta);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const values = await resolveContractInput(trx, input);
        const row = await insertContract(trx, { ...values, source: 'staff', offer_id: null });
        const contract = toContract(row);
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'create',
          entity: 'contract',
          entityId: row.id,
          after: contract,
        });
        return contract;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'contracts_insurer_policy_number_key')) throw policyTaken();
      throw error;
    }
  });
}
