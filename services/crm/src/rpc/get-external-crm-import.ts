import { getExternalCrmImport } from '@courtage/contracts/crm/external-crm/get-external-crm-import.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { IMPORT_MESSAGES } from '../external-crm/external-crm-import.ts';
import { findExternalCrmImport } from '../repositories/external-crm-imports-repository.ts';

/** `crm.get-external-crm-import` (Admin): the progress of an import. */
export function getExternalCrmImportHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(getExternalCrmImport, async ({ importId }, meta) => {
    requireAdminActor(meta);
    const row = await findExternalCrmImport(db, importId);
    if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
    return {
      importId: row.id,
      kind: row.kind,
      status: row.status,
      total: row.total,
      processed: row.processed,
      error: row.error,
    };
  });
}
