import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { registerDocument } from '@courtage/contracts/crm/documents/register-document.rpc';
import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { insertDocument, ownerExists, toDocument } from '../repositories/documents-repository.ts';

/** `crm.register-document`: the gateway stored the checked bytes in S3; crm records them. */
export function registerDocumentHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(registerDocument, async (input, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await ownerExists(trx, input.ownerType, input.ownerId)))
        throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound, [
          { field: 'ownerId', message: REQUEST_MESSAGES.itemNotFound },
        ]);
      const row = await insertDocument(trx, {
        owner_type: input.ownerType,
        owner_id: input.ownerId,
        kind: input.kind,
        key: input.key,
        file_name: input.fileName,
        content_type: input.contentType,
        size: input.size,
        uploaded_by: staff.id,
      });
      const document = toDocument(row);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'upload',
        entity: 'document',
        entityId: row.id,
        after: document,
      });
      return document;
    });
  });
}
