import { listCompanyComments } from '@courtage/contracts/crm/companies/list-company-comments.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { listCompanyCommentPage } from '../repositories/companies-repository.ts';

/** `crm.list-company-comments`: a company's comments, keyset on (created_at, id). */
export function listCompanyCommentsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listCompanyComments, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const page = await listCompanyCommentPage(ctx.db, filter.companyId, {
      direction: sort.direction,
      cursor,
      limit,
    });
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        companyId: row.company_id,
        text: row.text,
        authorId: row.author_id,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: page.nextCursor,
      total: page.total,
    };
  });
}
