import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import type { RpcMeta } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDatabase } from '../records-schema.ts';
import {
  auditImportedRows,
  finishImportJob,
  insertImportJob,
  setImportJobProgress,
} from '../repositories/import-jobs-repository.ts';

/** Rows per INSERT: 1,000 rows of ~10 columns stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * Creates the import job, answers its id at once, and imports in the background: one
 * transaction for every row (all or nothing), a multi-row INSERT per chunk with the audit
 * entries of its rows, and the job's `processed` updated after each chunk (on another
 * connection, so the browser sees the progress before the commit).
 */
export async function startImportJob<T>(
  ctx: RecordsContext,
  meta: RpcMeta,
  opts: {
    kind: 'contacts' | 'contracts';
    entity: 'contact' | 'contract';
    staffId: string;
    values: T[];
    insertChunk(trx: Transaction<RecordsDatabase>, chunk: T[]): Promise<string[]>;
  },
): Promise<{ jobId: string; total: number }> {
  const jobId = await insertImportJob(ctx.db, {
    kind: opts.kind,
    total: opts.values.length,
    createdBy: opts.staffId,
  });
  const finish = (status: 'done' | 'failed', error: string | null) =>
    finishImportJob(ctx.db, jobId, status, error);
  void (async () => {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        for (let start = 0; start < opts.values.length; start += CHUNK) {
          const ids = await opts.insertChunk(trx, opts.values.slice(start, start + CHUNK));
          await auditImportedRows(trx, meta.actor, opts.entity, jobId, ids);
          await setImportJobProgress(ctx.db, jobId, Math.min(start + CHUNK, opts.values.length));
        }
      });
      await finish('done', null);
    } catch (error) {
      ctx.logger.error({ err: error, jobId }, 'import failed, rolled back');
      await finish('failed', IMPORT_MESSAGES.failed).catch(() => undefined);
    }
  })();
  return { jobId, total: opts.values.length };
}
