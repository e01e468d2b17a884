import { globalSearch } from '@courtage/contracts/crm/global-search.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { globalSearchGroups } from './global-search-repository.ts';

/**
 * `crm.global-search`: the back-office's search over every kind of record, grouped and capped, in
 * one statement. Staff only: Admins and Sub-admins both see every record their lists show (the
 * gateway's `GET /api/v1/search` is 'staff' in route-access.ts); no NIR nor IBAN is searched or sent.
 */
export function globalSearchHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(globalSearch, async ({ q }, meta) => {
    requireStaffActor(meta);
    return { groups: await globalSearchGroups(db, q) };
  });
}
