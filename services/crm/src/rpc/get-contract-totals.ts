import { getContractTotals } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { filtered } from '../repositories/contract-list-query.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

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
