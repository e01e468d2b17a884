import type { ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import type { startContactImport as startContactImportRpc } from '@courtage/contracts/crm/contacts/start-contact-import.rpc';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';

// Contacts (/admin/contact): the CSV import, a `text/csv` body; the other calls are the
// endpoints of the contracts (`call`).
const BASE = '/api/v1/contact';

const csv = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Every row checked, nothing written: counts, row-level French errors, a sample. */
export const previewContactImport = (file: Blob) =>
  apiRequest<ImportPreview>(`${BASE}/upload/preview`, { method: 'POST', auth: true, raw: csv(file) });
/** All or nothing: refused with the row errors, or started (progress through its import job). */
export const startContactImport = (file: Blob) =>
  apiRequest<RpcResponse<typeof startContactImportRpc>>(`${BASE}/upload`, {
    method: 'POST',
    auth: true,
    raw: csv(file),
  });
