import { previewContactImport } from '@courtage/contracts/crm/contacts/preview-contact-import.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { checkContactImport } from '../contacts/check-contact-import.ts';
import type { RecordsContext } from '../records-context.ts';

/** `crm.preview-contact-import`: every row checked, row-level French errors, nothing written. */
export function previewContactImportHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(previewContactImport, async (table, meta) => {
    requireStaffActor(meta);
    return (await checkContactImport(ctx.db, table)).preview;
  });
}
