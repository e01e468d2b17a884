import { listMyUserQueries } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import { listUserQueries } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { requireCustomerActor, requireStaffActor } from '../shared-lists/require-actor.ts';
import { listUserQueryPage, toMyUserQueryRow, toUserQueryRow } from './user-queries-repository.ts';

/** `crm.list-user-queries`: every customer's questions (staff). */
export function listUserQueriesHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listUserQueries, async (request, meta) => {
    requireStaffActor(meta);
    const page = await listUserQueryPage(db, request);
    return { ...page, rows: page.rows.map(toUserQueryRow) };
  });
}

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
