import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { getDocumentDownload } from '@courtage/contracts/crm/documents/get-document-download.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findDocument, toDocument } from '../repositories/documents-repository.ts';

/**
 * `crm.get-document-download`: staff only; the gateway then streams the object from S3. Each
 * download is in the audit trail (action `download`).
 */
export function getDocumentDownloadHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getDocumentDownload, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findDocument(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    await recordAudit(ctx.db, {
      actor: meta.actor,
      action: 'download',
      entity: 'document',
      entityId: id,
      after: { fileName: row.file_name, kind: row.kind, ownerType: row.owner_type, ownerId: row.owner_id },
    });
    return { document: toDocument(row), key: row.key };
  });
}
