import type {
  ExternalRecordInput,
  ExternalRecordKind,
} from '@courtage/contracts/crm/external-crm/external-record';
import { EXTERNAL_CRM_LIMITS } from '@courtage/contracts/crm/external-crm/receive-external-crm-delivery.rpc';
import { startExternalCrmImport } from '@courtage/contracts/crm/external-crm/start-external-crm-import.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { IMPORT_MESSAGES } from '../external-crm/external-crm-import.ts';
import { parseExternalRecordsCsv } from '../external-crm/parse-external-records-csv.ts';
import {
  insertExternalCrmImport,
  markExternalCrmImportDone,
  markExternalCrmImportFailed,
  setExternalCrmImportProgress,
} from '../repositories/external-crm-imports-repository.ts';
import { upsertExternalRecords } from '../repositories/external-records-repository.ts';

async function runImport(
  db: Kysely<CrmDatabase>,
  importId: string,
  kind: ExternalRecordKind,
  records: ExternalRecordInput[],
  meta: RpcMeta,
  logger: Logger,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const counts = await upsertExternalRecords(trx, kind, 'import', records, async (done) => {
        // Outside the transaction, so the browser sees the progress while it runs.
        await setExternalCrmImportProgress(db, importId, done);
      });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'import',
        entity: 'external-crm-import',
        entityId: importId,
        after: { kind, total: records.length, ...counts },
      });
      await markExternalCrmImportDone(trx, importId, records.length);
    });
  } catch (error) {
    logger.error({ err: error, importId }, 'external CRM import failed, rolled back');
    await markExternalCrmImportFailed(db, importId, IMPORT_MESSAGES.failed).catch((markError: unknown) =>
      logger.error({ err: markError, importId }, 'could not mark the import failed'),
    );
  }
}

/**
 * `crm.start-external-crm-import` (Admin): checks the file again (never trusting the preview),
 * refuses it whole with the row errors, else records the import and runs it in the background
 * in ONE transaction (all or nothing), `processed` updated after each 500 rows.
 */
export function startExternalCrmImportHandler(db: Kysely<CrmDatabase>, logger: Logger): RpcHandler {
  return rpcHandler(startExternalCrmImport, async ({ kind, csv }, meta) => {
    const admin = requireAdminActor(meta);
    const { records, errors } = parseExternalRecordsCsv(csv, EXTERNAL_CRM_LIMITS.importRows);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.invalid, errors);
    const importId = await insertExternalCrmImport(db, { kind, total: records.length, createdBy: admin.id });
    void runImport(db, importId, kind, records, meta, logger);
    return { importId, total: records.length };
  });
}
