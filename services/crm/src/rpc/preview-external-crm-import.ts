import { previewExternalCrmImport } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import { EXTERNAL_CRM_LIMITS } from '@courtage/contracts/crm/external-crm/receive-external-crm-delivery.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { parseExternalRecordsCsv } from '../external-crm/parse-external-records-csv.ts';

/** `crm.preview-external-crm-import` (Admin): what the file holds and every row's problem. */
export function previewExternalCrmImportHandler(): RpcHandler {
  return rpcHandler(previewExternalCrmImport, async ({ kind, csv }, meta) => {
    requireAdminActor(meta);
    const { records, errors } = parseExternalRecordsCsv(csv, EXTERNAL_CRM_LIMITS.importRows);
    const total = errors.length > 0 ? countDataLines(csv) : records.length;
    return { kind, total, errors, sample: records.slice(0, 10) };
  });
}

function countDataLines(csv: string): number {
  return Math.max(0, csv.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1);
}
