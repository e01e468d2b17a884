import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { startContactImport } from '@courtage/contracts/crm/contacts/start-contact-import.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { checkContactImport } from '../contacts/check-contact-import.ts';
import { startImportJob } from '../contacts/run-import-job.ts';
import type { RecordsContext } from '../records-context.ts';
import { insertContactChunk } from '../repositories/contacts-repository.ts';

/** `crm.start-contact-import`: all or nothing; any row error refuses the whole file. */
export function startContactImportHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(startContactImport, async (table, meta) => {
    const staff = requireStaffActor(meta);
    const { preview, values } = await checkContactImport(ctx.db, table);
    if (preview.errorCount > 0)
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.invalidRows, preview.errors);
    return startImportJob(ctx, meta, {
      kind: 'contacts',
      entity: 'contact',
      staffId: staff.id,
      values,
      insertChunk: insertContactChunk,
    });
  });
}
