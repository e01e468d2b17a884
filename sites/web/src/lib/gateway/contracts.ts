import type { ImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import type { ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import type { Contract } from '@courtage/contracts/crm/contracts/contract';
import type { ContractInput } from '@courtage/contracts/crm/contracts/contract-form';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

// Contracts (/admin/portefeuille-contrats and the company's Contrats tab).
const BASE = '/api/v1/contrat';

export type ContractTotals = {
  count: number;
  monthlyPremiums: number;
  monthlyCommissions: number;
  renewalsNext60Days: number;
};

/** The list component's free text (`q`) is the contracts search's `search` (holder, policy, insurer). */
function contractQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const search = next.get('q');
  next.delete('q');
  if (search) next.set('search', search);
  return next;
}

export const listContracts = (query: URLSearchParams): Promise<ListPage<Contract>> =>
  fetchListPage<Contract>(`${BASE}/subscriber-search`, contractQuery(query));
export const exportContractsCsv = (query: URLSearchParams) =>
  downloadListCsv(`${BASE}/subscriber-search`, contractQuery(query), 'contrats.csv');
/** Totals of premiums and commissions and the renewals in the next 60 days, for the same filters. */
export const getContractTotals = (query: URLSearchParams) => {
  const filters = contractQuery(query);
  for (const name of ['limit', 'sort', 'direction', 'cursor']) filters.delete(name);
  return apiRequest<ContractTotals>(`${BASE}/totals?${filters}`, { auth: true });
};
export const getContract = (contractId: string) =>
  apiRequest<Contract>(`${BASE}/byId/${encodeURIComponent(contractId)}`, { auth: true });
export const createContract = (json: ContractInput) =>
  apiRequest<Contract>(BASE, { method: 'POST', auth: true, json });
export const updateContract = (contractId: string, json: ContractInput) =>
  apiRequest<Contract>(`${BASE}/${encodeURIComponent(contractId)}`, { method: 'PUT', auth: true, json });

const csv = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Every row checked, nothing written: counts, row-level French errors, a sample. */
export const previewContractImport = (file: Blob) =>
  apiRequest<ImportPreview>(`${BASE}/upload/preview`, { method: 'POST', auth: true, raw: csv(file) });
/** All or nothing: refused with the row errors, or started (progress through getContractImport). */
export const startContractImport = (file: Blob) =>
  apiRequest<{ jobId: string; total: number }>(`${BASE}/upload`, {
    method: 'POST',
    auth: true,
    raw: csv(file),
  });
export const getContractImport = (jobId: string) =>
  apiRequest<ImportJob>(`${BASE}/upload/${encodeURIComponent(jobId)}`, { auth: true });
