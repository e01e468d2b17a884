import type { RpcMeta } from '@courtage/runtime/bus';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { ImportJobsTable, RecordsDatabase, RecordsDb } from '../records-schema.ts';

export type ImportJobRecord = Selectable<ImportJobsTable>;

export async function findImportJob(db: RecordsDb, id: string): Promise<ImportJobRecord | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a job of `total` rows; returns its id. */
export async function insertImportJob(
  db: RecordsDb,
  values: { kind: 'contacts' | 'contracts'; total: number; createdBy: string },
): Promise<string> {
  const job = await db
    .insertInto('import_jobs')
    .values({
      kind: values.kind,
      total: values.total,
      error: null,
      created_by: values.createdBy,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

export async function finishImportJob(
  db: RecordsDb,
  id: string,
  status: 'done' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ status, error, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setImportJobProgress(db: RecordsDb, id: string, processed: number): Promise<void> {
  await db.updateTable('import_jobs').set({ processed }).where('id', '=', id).execute();
}

/** One audit entry per imported row, in one statement, in the import's transaction. */
export async function auditImportedRows(
  trx: Transaction<RecordsDatabase>,
  actor: RpcMeta['actor'],
  entity: 'contact' | 'contract',
  jobId: string,
  ids: string[],
): Promise<void> {
  await sql`
            insert into audit_log (actor_kind, actor_id, actor_role, action, entity, entity_id, after)
            select ${actor.kind}, ${actor.id ?? null}, ${actor.role ?? null}, 'import',
              ${entity}, id::text, jsonb_build_object('importJobId', ${jobId}::text)
            from unnest(${ids}::uuid[]) as t(id)`.execute(trx);
}
