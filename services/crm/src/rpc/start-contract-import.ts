import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { startContractImport } from '@courtage/contracts/crm/contracts/start-contract-import.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { startImportJob } from '../contacts/run-import-job.ts';
import { checkContractImport } from '../contracts/check-contract-import.ts';
import type { RecordsContext } from '../records-context.ts';
import { insertContractChunk } from '../repositories/contracts-repository.ts';

/** `crm.start-contract-import`: all or nothing, progress through the import job. */
export function startContractImportHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(startContractImport, async (table, meta) => {
    const staff = requireStaffActor(meta);
    const { preview, values } = await checkContractImport(ctx.db, table);
    if (preview.errorCount > 0)
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.invalidRows, preview.errors);
    return startImportJob(ctx, meta, {
      kind: 'contracts',
      entity: 'contract',
      staffId: staff.id,
      values,
      insertChunk: insertContractChunk,
    });
  });
}
