import { describeAnswers } from '@courtage/contracts/crm/quote-questionnaires';
import { listQuoteRequests } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { quoteRequestPage } from '../repositories/quote-requests-repository.ts';

/** `crm.list-quote-requests`: the site's quote requests (index status, created_at). */
export function listQuoteRequestsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listQuoteRequests, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const page = await quoteRequestPage(ctx.db, filter, sort.direction, cursor, limit);
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        insuranceLine: row.insurance_line,
        name: row.name,
        email: row.email,
        phone: row.phone,
        postalCode: row.postal_code,
        city: row.city,
        message: row.message,
        answers: describeAnswers(row.insurance_line, row.answers),
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: page.nextCursor,
      total: page.total,
    };
  });
}
