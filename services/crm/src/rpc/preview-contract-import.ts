import { previewContractImport } from '@courtage/contracts/crm/contracts/preview-contract-import.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { checkContractImport } from '../contracts/check-contract-import.ts';
import type { RecordsContext } from '../records-context.ts';

/** `crm.preview-contract-import`: row-level French errors, nothing written. */
export function previewContractImportHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(previewContractImport, async (table, meta) => {
    requireStaffActor(meta);
    return (await checkContractImport(ctx.db, table)).preview;
  });
}
