import type { ExternalRecordKind } from '@courtage/contracts/crm/external-crm/external-record';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { CrmDatabase, ExternalCrmImportsTable } from '../database-schema.ts';

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;
export type ExternalCrmImportRecord = Selectable<ExternalCrmImportsTable>;

export async function findExternalCrmImport(
  db: Executor,
  id: string,
): Promise<ExternalCrmImportRecord | undefined> {
  return db.selectFrom('external_crm_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records an import of `total` rows; returns its id. */
export async function insertExternalCrmImport(
  db: Executor,
  values: { kind: ExternalRecordKind; total: number; createdBy: string },
): Promise<string> {
  const created = await db
    .insertInto('external_crm_imports')
    .values({ kind: values.kind, total: values.total, created_by: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function setExternalCrmImportProgress(
  db: Executor,
  id: string,
  processed: number,
): Promise<void> {
  await db.updateTable('external_crm_imports').set({ processed }).where('id', '=', id).execute();
}

/** In the import's transaction: every row processed. */
export async function markExternalCrmImportDone(db: Executor, id: string, processed: number): Promise<void> {
  await db
    .updateTable('external_crm_imports')
    .set({ status: 'done', processed, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markExternalCrmImportFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .updateTable('external_crm_imports')
    .set({ status: 'failed', processed: 0, error, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Records a delivery by its id; false when it was received already (nothing changes). */
export async function recordExternalCrmDelivery(
  db: Executor,
  values: { deliveryId: string; kind: ExternalRecordKind; recordCount: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('external_crm_deliveries')
    .values({ delivery_id: values.deliveryId, kind: values.kind, record_count: values.recordCount })
    .onConflict((conflict) => conflict.column('delivery_id').doNothing())
    .returning('delivery_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets the deliveries received more than a day ago. */
export async function pruneExternalCrmDeliveries(db: Executor): Promise<void> {
  await db
    .deleteFrom('external_crm_deliveries')
    .where('received_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
