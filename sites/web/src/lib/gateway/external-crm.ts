import type { ExternalRecordKind } from '@courtage/contracts/crm/external-crm/external-record';
import type { ExternalCrmImportPreview } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import type { startExternalCrmImport } from '@courtage/contracts/crm/external-crm/start-external-crm-import.rpc';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';

// The partner CRM's CSV import (Admin only): the body is the file itself, so these are route
// files of the gateway (the lists, the link and the import's progress go through `call`).
const BASE = '/api/v1/external-crm/import';

const csvBody = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Admin: checks the file, imports nothing. */
export const previewExternalImport = (kind: ExternalRecordKind, file: Blob) =>
  apiRequest<ExternalCrmImportPreview>(`${BASE}/preview?kind=${kind}`, {
    method: 'POST',
    auth: true,
    raw: csvBody(file),
  });

/** Admin: starts the all-or-nothing import (400 with the row errors when the file has one). */
export const startExternalImport = (kind: ExternalRecordKind, file: Blob) =>
  apiRequest<RpcResponse<typeof startExternalCrmImport>>(`${BASE}?kind=${kind}`, {
    method: 'POST',
    auth: true,
    raw: csvBody(file),
  });
