import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { registerDocument } from '@courtage/contracts/crm/documents/register-document.rpc';
import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDb } from '../records-schema.ts';
import { toDocument } from '../repositories/documents-repository.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const OWNER_TABLES = { company: 'companies', contact: 'contacts', contract: 'contracts' } as const;

export async function ownerExists(db: RecordsDb, ownerType: keyof typeof OWNER_TABLES, ownerId: string) {
  const row = await db
    .selectFrom(OWNER_TABLES[ownerType])
    .select('id')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** `crm.register-document`: the gateway stored the checked bytes in S3; crm records them. */
export function registerDocumentHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(registerDocument, async (input, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await ownerExists(trx, input.ownerType, input.ownerId)))
        throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound, [
          { field: 'ownerId', message: REQUEST_MESSAGES.itemNotFound },
        ]);
      const row = await trx
        .insertInto('documents')
        .values({
          owner_type: input.ownerType,
          owner_id: input.ownerId,
          kind: input.kind,
          key: input.key,
          file_name: input.fileName,
          content_type: input.contentType,
          size: input.size,
          uploaded_by: staff.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
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
