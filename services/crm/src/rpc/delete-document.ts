import { deleteDocument } from '@courtage/contracts/crm/documents/delete-document.rpc';
import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { deleteDocumentRow, toDocument } from '../repositories/documents-repository.ts';

/** `crm.delete-document`: the row goes (audited), then the object in S3 (best effort, after commit). */
export function deleteDocumentHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(deleteDocument, async ({ id }, meta) => {
    requireStaffActor(meta);
    const key = await ctx.db.transaction().execute(async (trx) => {
      const row = await deleteDocumentRow(trx, id);
      if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'delete',
        entity: 'document',
        entityId: id,
        before: toDocument(row),
      });
      return row.key;
    });
    await ctx.store
      .delete(key)
      .catch((error) => ctx.logger.warn({ err: error, key }, 'document object not deleted'));
    return { id, key };
  });
}
