import { listMyUserQueries } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import { requireCustomerActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listUserQueryPage, toMyUserQueryRow } from '../repositories/user-queries-repository.ts';

/** `crm.list-my-user-queries`: the calling customer's own questions, never anyone else's. */
export function listMyUserQueriesHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listMyUserQueries, async (request, meta) => {
    const customer = requireCustomerActor(meta);
    const page = await listUserQueryPage(db, {
      ...request,
      filter: { ...request.filter, customerId: customer.id },
    });
    return { ...page, rows: page.rows.map(toMyUserQueryRow) };
  });
}
