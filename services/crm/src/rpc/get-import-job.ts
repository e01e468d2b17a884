import { getImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findImportJob } from '../repositories/import-jobs-repository.ts';

/** `crm.get-import-job`: the progress the import screen polls. */
export function getImportJobHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getImportJob, async ({ jobId }, meta) => {
    requireStaffActor(meta);
    const job = await findImportJob(ctx.db, jobId);
    if (!job) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.jobNotFound);
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      total: job.total,
      processed: job.processed,
      error: job.error,
      createdAt: job.created_at.toISOString(),
      finishedAt: job.finished_at ? job.finished_at.toISOString() : null,
    };
  });
}
