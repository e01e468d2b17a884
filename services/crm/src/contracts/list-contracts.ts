import { getContractTotals } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { listContracts } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { containsPattern, fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';
import { toContract } from './contracts-repository.ts';

const SORT_COLUMNS = {
  createdAt: 'contracts.created_at',
  renewalDate: 'contracts.renewal_date',
  monthlyPremium: 'contracts.monthly_premium',
} as const;

type Filter = {
  status?: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
  companyId?: string;
  contactId?: string;
  renewalWithinDays?: number;
  search?: string;
};

function filtered(ctx: RecordsContext, filter: Filter) {
  let query = ctx.db.selectFrom('contracts');
  if (filter.status) query = query.where('contracts.status', '=', filter.status);
  if (filter.companyId) query = query.where('contracts.company_id', '=', filter.companyId);
  if (filter.contactId) query = query.where('contracts.contact_id', '=', filter.contactId);
  if (filter.renewalWithinDays)
    query = query.where(
      sql<boolean>`contracts.renewal_date between current_date and current_date + ${filter.renewalWithinDays}::int`,
    );
  if (filter.search?.trim())
    query = query.where('contracts.search_text', 'like', containsPattern(filter.search.toLowerCase()));
  return query;
}

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

/** `crm.get-contract-totals`: premiums and commissions of the filtered portfolio (cancelled ones excluded from sums). */
export function getContractTotalsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getContractTotals, async ({ filter }, meta) => {
    requireStaffActor(meta);
    const row = await filtered(ctx, filter)
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<string>`coalesce(sum(monthly_premium) filter (where status <> 'resilie'), 0)`.as('premiums'),
        sql<string>`coalesce(sum(round(monthly_premium * commission_rate) / 100) filter (where status <> 'resilie'), 0)`.as(
          'commissions',
        ),
        sql<number>`(count(*) filter (where renewal_date between current_date and current_date + 60))::int`.as(
          'renewals',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      count: row.count,
      monthlyPremiums: Number(row.premiums),
      monthlyCommissions: Number(row.commissions),
      renewalsNext60Days: row.renewals,
    };
  });
}
