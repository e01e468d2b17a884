import { listQuoteRequests } from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.list-quote-requests`: the site's quote requests (index status, created_at). */
export function listQuoteRequestsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listQuoteRequests, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const base = () => {
      const query = ctx.db
        .selectFrom('quote_requests')
        .innerJoin('prospects', 'prospects.id', 'quote_requests.prospect_id');
      return filter.status ? query.where('quote_requests.status', '=', filter.status) : query;
    };
    const [page, count] = await Promise.all([
      fetchKeysetPage(
        base().select([
          'quote_requests.id',
          'quote_requests.insurance_line',
          'quote_requests.message',
          'quote_requests.status',
          'quote_requests.created_at',
          'prospects.name',
          'prospects.email',
          'prospects.phone',
          'prospects.postal_code',
          'prospects.city',
        ]),
        {
          sortColumn: 'quote_requests.created_at',
          idColumn: 'quote_requests.id',
          direction: sort.direction,
          cursor,
          limit,
        },
      ),
      base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
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
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: page.nextCursor,
      total: count.total,
    };
  });
}
