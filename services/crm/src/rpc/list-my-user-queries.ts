import { listMyUserQueries } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listUserQueryPage, toMyUserQueryRow } from '../repositories/user-queries-repository.ts';
import { requireCustomerActor } from '../shared-lists/require-actor.ts';

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
