import { listDocuments } from '@courtage/contracts/crm/documents/list-documents.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { listDocumentPage, toDocument } from '../repositories/documents-repository.ts';

/** `crm.list-documents`: a record's documents (the Documents tab). */
export function listDocumentsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listDocuments, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const page = await listDocumentPage(ctx.db, filter, { direction: sort.direction, cursor, limit });
    return { ...page, rows: page.rows.map(toDocument) };
  });
}
