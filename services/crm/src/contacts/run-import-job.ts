import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import type { RpcMeta } from '@courtage/runtime/bus';
import { sql, type Transaction } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDatabase } from '../records-schema.ts';

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
  const job = await ctx.db
    .insertInto('import_jobs')
    .values({
      kind: opts.kind,
      total: opts.values.length,
      error: null,
      created_by: opts.staffId,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const finish = (status: 'done' | 'failed', error: string | null) =>
    ctx.db
      .updateTable('import_jobs')
      .set({ status, error, finished_at: new Date() })
      .where('id', '=', job.id)
      .execute();
  void (async () => {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        for (let start = 0; start < opts.values.length; start += CHUNK) {
          const ids = await opts.insertChunk(trx, opts.values.slice(start, start + CHUNK));
          await sql`
            insert into audit_log (actor_kind, actor_id, actor_role, action, entity, entity_id, after)
            select ${meta.actor.kind}, ${meta.actor.id ?? null}, ${meta.actor.role ?? null}, 'import',
              ${opts.entity}, id::text, jsonb_build_object('importJobId', ${job.id}::text)
            from unnest(${ids}::uuid[]) as t(id)`.execute(trx);
          await ctx.db
            .updateTable('import_jobs')
            .set({ processed: Math.min(start + CHUNK, opts.values.length) })
            .where('id', '=', job.id)
            .execute();
        }
      });
      await finish('done', null);
    } catch (error) {
      ctx.logger.error({ err: error, jobId: job.id }, 'import failed, rolled back');
      await finish('failed', IMPORT_MESSAGES.failed).catch(() => undefined);
    }
  })();
  return { jobId: job.id, total: opts.values.length };
}
