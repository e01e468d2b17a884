import { previewContractImport } from '@courtage/contracts/crm/contracts/preview-contract-import.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';
import { checkContractImport } from './check-contract-import.ts';

/** `crm.preview-contract-import`: row-level French errors, nothing written. */
export function previewContractImportHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(previewContractImport, async (table, meta) => {
    requireStaffActor(meta);
    return (await checkContractImport(ctx.db, table)).preview;
  });
}
