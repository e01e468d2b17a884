import { CONTRACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contracts/contract-form';
import { updateContract } from '@courtage/contracts/crm/contracts/update-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveContractInput } from '../contracts/resolve-contract-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { isUniqueViolation } from '../records-errors.ts';
import { findContract, toContract, updateContractRow } from '../repositories/contracts-repository.ts';
import { policyTaken } from './create-contract.ts';

/** `crm.update-contract`: every field, audited with before and after. */
export function updateContractHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(updateContract, async ({ id, contract }, meta) => {
    requireStaffActor(meta);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const before = await findContract(trx, id, true);
        if (!before) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES_EXTRA.notFound);
        const values = await resolveContractInput(trx, contract);
        const after = await updateContractRow(trx, id, values);
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'update',
          entity: 'contract',
          entityId: id,
          before: toContract(before),
          after: toContract(after),
        });
        return toContract(after);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'contracts_insurer_policy_number_key')) throw policyTaken();
      throw error;
    }
  });
}
