import { listDocuments } from '@courtage/contracts/crm/documents/list-documents.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { toDocument } from '../repositories/documents-repository.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-documents`: a record's documents (the Documents tab). */
export function listDocumentsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listDocuments, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const base = ctx.db
      .selectFrom('documents')
      .where('owner_type', '=', filter.ownerType)
      .where('owner_id', '=', filter.ownerId);
    const [page, count] = await Promise.all([
      fetchKeysetPage(base.selectAll('documents'), {
        sortColumn: 'documents.created_at',
        idColumn: 'documents.id',
        direction: sort.direction,
        cursor,
        limit,
      }),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: page.rows.map(toDocument), nextCursor: page.nextCursor, total: count.total };
  });
}
