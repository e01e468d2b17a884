import { getContractTotals } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { contractTotals } from '../repositories/contract-list-query.ts';

/** `crm.get-contract-totals`: premiums and commissions of the filtered portfolio (cancelled ones excluded from sums). */
export function getContractTotalsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getContractTotals, async ({ filter }, meta) => {
    requireStaffActor(meta);
    const row = await contractTotals(ctx, filter);
    return {
      count: row.count,
      monthlyPremiums: Number(row.premiums),
      monthlyCommissions: Number(row.commissions),
      renewalsNext60Days: row.renewals,
    };
  });
}
