import { listContracts } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { contractPage } from '../repositories/contract-list-query.ts';
import { toContract } from '../repositories/contracts-repository.ts';

/** `crm.list-contracts`: the portfolio and `/api/v1/contrat/subscriber-search`. */
export function listContractsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listContracts, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const page = await contractPage(ctx, filter, sort, cursor, limit);
    return { rows: page.rows.map(toContract), nextCursor: page.nextCursor, total: page.total };
  });
}
