import { listUserQueries } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listUserQueryPage, toUserQueryRow } from '../repositories/user-queries-repository.ts';

/** `crm.list-user-queries`: every customer's questions (staff). */
export function listUserQueriesHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listUserQueries, async (request, meta) => {
    requireStaffActor(meta);
    const page = await listUserQueryPage(db, request);
    return { ...page, rows: page.rows.map(toUserQueryRow) };
  });
}
