import { CONTRACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contracts/contract-form';
import { deleteContract } from '@courtage/contracts/crm/contracts/delete-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { deleteContractRow, findContract, toContract } from '../repositories/contracts-repository.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.delete-contract`, audited with the deleted row. */
export function deleteContractHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(deleteContract, async ({ id }, meta) => {
    requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findContract(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES_EXTRA.notFound);
      await deleteContractRow(trx, id);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'delete',
        entity: 'contract',
        entityId: id,
        before: toContract(before),
      });
      return { id };
    });
  });
}
