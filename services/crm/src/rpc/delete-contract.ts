import { CONTRACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contracts/contract-form';
import { deleteContract } from '@courtage/contracts/crm/contracts/delete-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { deleteContractRow, findContract, toContract } from '../repositories/contracts-repository.ts';
import { deleteOwnerDocumentRows, toDocument } from '../repositories/documents-repository.ts';

/** `crm.delete-contract`, audited with the deleted row. */
export function deleteContractHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(deleteContract, async ({ id }, meta) => {
    requireStaffActor(meta);
    const keys = await ctx.db.transaction().execute(async (trx) => {
      const before = await findContract(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES_EXTRA.notFound);
      const documents = await deleteOwnerDocumentRows(trx, 'contract', id);
      await deleteContractRow(trx, id);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'delete',
        entity: 'contract',
        entityId: id,
        before: { ...toContract(before), documents: documents.map(toDocument) },
      });
      return documents.map((document) => document.key);
    });
    // The objects once the rows are gone for good: a failure leaves an orphan object, logged.
    for (const key of keys)
      await ctx.store
        .delete(key)
        .catch((error) => ctx.logger.warn({ err: error, key }, 'document object not deleted'));
    return { id };
  });
}
