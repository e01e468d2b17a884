import { getComplianceFile } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { loadComplianceFile, withStaffNames } from '../compliance/compliance-file.ts';
import type { RecordsContext } from '../records-context.ts';

/** `crm.get-compliance-file`: the Conformité tab (and the auditor's export, built by the gateway). */
export function getComplianceFileHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getComplianceFile, async ({ companyId }, meta) => {
    requireStaffActor(meta);
    return withStaffNames(ctx.bus, await loadComplianceFile(ctx.db, companyId), meta);
  });
}
