import { listCompanyComments } from '@courtage/contracts/crm/companies/list-company-comments.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-company-comments`: a company's comments, keyset on (created_at, id). */
export function listCompanyCommentsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listCompanyComments, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const base = ctx.db.selectFrom('company_comments').where('company_id', '=', filter.companyId);
    const [page, count] = await Promise.all([
      fetchKeysetPage(base.selectAll('company_comments'), {
        sortColumn: 'company_comments.created_at',
        idColumn: 'company_comments.id',
        direction: sort.direction,
        cursor,
        limit,
      }),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        companyId: row.company_id,
        text: row.text,
        authorId: row.author_id,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: page.nextCursor,
      total: count.total,
    };
  });
}
