import { listContracts } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { filtered } from '../repositories/contract-list-query.ts';
import { toContract } from '../repositories/contracts-repository.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const SORT_COLUMNS = {
  createdAt: 'contracts.created_at',
  renewalDate: 'contracts.renewal_date',
  monthlyPremium: 'contracts.monthly_premium',
} as const;

/** `crm.list-contracts`: the portfolio and `/api/v1/contrat/subscriber-search`. */
export function listContractsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listContracts, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const [page, count] = await Promise.all([
      fetchKeysetPage(filtered(ctx, filter).selectAll('contracts'), {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'contracts.id',
        direction: sort.direction,
        cursor,
        limit,
      }),
      filtered(ctx, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: page.rows.map(toContract), nextCursor: page.nextCursor, total: count.total };
  });
}
