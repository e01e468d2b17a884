import type {
  ExternalRecordKind,
  ExternalRecordRow,
} from '@courtage/contracts/crm/external-crm/external-record';
import type { ExternalCrmImportStatus } from '@courtage/contracts/crm/external-crm/get-external-crm-import.rpc';
import type { ExternalCrmImportPreview } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage } from './list-request.ts';

// The partner CRM's records in the back-office (/admin/external-crm-offers and -contracts): the
// lists, the link to a CRM company and the Admin-only CSV import. The webhook is for the partner.
const BASE = '/api/v1/external-crm';
const LIST_PATH: Record<ExternalRecordKind, string> = {
  offer: `${BASE}/offers`,
  contract: `${BASE}/contracts`,
};
const CSV_NAME: Record<ExternalRecordKind, string> = {
  offer: 'crm-partenaire-offres.csv',
  contract: 'crm-partenaire-contrats.csv',
};

export const fetchExternalRecords = (kind: ExternalRecordKind, query: URLSearchParams) =>
  fetchListPage<ExternalRecordRow>(LIST_PATH[kind], query);

/** Admins only (the gateway answers 403 to a Sub-admin). */
export const exportExternalRecords = (kind: ExternalRecordKind, query: URLSearchParams) =>
  downloadListCsv(LIST_PATH[kind], query, CSV_NAME[kind]);

/** `companyId`: a company of the CRM, null to unlink. */
export const linkExternalRecord = (recordId: string, companyId: string | null) =>
  apiRequest<ExternalRecordRow>(`${BASE}/records/${encodeURIComponent(recordId)}/customer`, {
    method: 'PUT',
    auth: true,
    json: { companyId },
  });

const csvBody = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Admin: checks the file, imports nothing. */
export const previewExternalImport = (kind: ExternalRecordKind, file: Blob) =>
  apiRequest<ExternalCrmImportPreview>(`${BASE}/import/preview?kind=${kind}`, {
    method: 'POST',
    auth: true,
    raw: csvBody(file),
  });

/** Admin: starts the all-or-nothing import (400 with the row errors when the file has one). */
export const startExternalImport = (kind: ExternalRecordKind, file: Blob) =>
  apiRequest<{ importId: string; total: number }>(`${BASE}/import?kind=${kind}`, {
    method: 'POST',
    auth: true,
    raw: csvBody(file),
  });

export const getExternalImport = (importId: string) =>
  apiRequest<ExternalCrmImportStatus>(`${BASE}/import/${encodeURIComponent(importId)}`, { auth: true });
