import type { ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import type { startContractImport as startContractImportRpc } from '@courtage/contracts/crm/contracts/start-contract-import.rpc';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';

// Contracts (/admin/portefeuille-contrats): the CSV import, a `text/csv` body; the other calls
// are the endpoints of the contracts (`call`).
const BASE = '/api/v1/contrat';

const csv = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Every row checked, nothing written: counts, row-level French errors, a sample. */
export const previewContractImport = (file: Blob) =>
  apiRequest<ImportPreview>(`${BASE}/upload/preview`, { method: 'POST', auth: true, raw: csv(file) });
/** All or nothing: refused with the row errors, or started (progress through its import job). */
export const startContractImport = (file: Blob) =>
  apiRequest<RpcResponse<typeof startContractImportRpc>>(`${BASE}/upload`, {
    method: 'POST',
    auth: true,
    raw: csv(file),
  });
