import { getRecordHistory } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { listAudit } from '@courtage/runtime/audit/list-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** `crm.get-record-history`: the audit log of one record, newest first (shown on its page). */
export function getRecordHistoryHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getRecordHistory, async ({ entity, id }, meta) => {
    requireStaffActor(meta);
    return { entries: await listAudit(ctx.db, entity, id) };
  });
}
