import type { Company, CompanyComment } from '@courtage/contracts/crm/companies/company';
import type { CompanyInput } from '@courtage/contracts/crm/companies/company-form';
import type { AuditEntry } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import type { CompanyRow } from '@courtage/contracts/crm/companies/list-companies.rpc';
import type { ComplianceFile } from '@courtage/contracts/crm/compliance/compliance';
import type { ComplianceItemInput } from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

// Companies (/admin/entreprise): list, record, comments, becoming a client, compliance file.
const BASE = '/api/v1/entreprise';
const one = (companyId: string) => `${BASE}/${encodeURIComponent(companyId)}`;

/** The list component's free text (`q`) is the companies list's `search` (name or SIREN). */
function companyQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const search = next.get('q');
  next.delete('q');
  if (search) next.set('search', search);
  return next;
}

export const listCompanies = (query: URLSearchParams): Promise<ListPage<CompanyRow>> =>
  fetchListPage<CompanyRow>(BASE, companyQuery(query));
export const exportCompaniesCsv = (query: URLSearchParams) =>
  downloadListCsv(BASE, companyQuery(query), 'entreprises.csv');
export const getCompany = (companyId: string) => apiRequest<Company>(one(companyId), { auth: true });
export const createCompany = (json: CompanyInput) =>
  apiRequest<Company>(BASE, { method: 'POST', auth: true, json });
export const updateCompany = (companyId: string, json: CompanyInput) =>
  apiRequest<Company>(one(companyId), { method: 'PUT', auth: true, json });
export const becomeClient = (companyId: string, reason: string) =>
  apiRequest<Company>(`${one(companyId)}/become-client`, { method: 'POST', auth: true, json: { reason } });

export const listCompanyComments = (companyId: string, query: URLSearchParams) => {
  const params = new URLSearchParams(query);
  params.set('companyId', companyId);
  return fetchListPage<CompanyComment>(`${BASE}/comments`, params);
};
export const addCompanyComment = (companyId: string, text: string) =>
  apiRequest<CompanyComment>(`${one(companyId)}/comments`, { method: 'POST', auth: true, json: { text } });
export const getCompanyHistory = (companyId: string) =>
  apiRequest<{ entries: AuditEntry[] }>(`${BASE}/history/company/${encodeURIComponent(companyId)}`, {
    auth: true,
  });

export const getComplianceFile = (companyId: string) =>
  apiRequest<ComplianceFile>(`${one(companyId)}/conformite`, { auth: true });
export const recordComplianceItem = (companyId: string, json: ComplianceItemInput) =>
  apiRequest<ComplianceFile>(`${one(companyId)}/conformite`, { method: 'PUT', auth: true, json });
/** The path of the compliance file's CSV for an auditor (Admins only), for `downloadFile`. */
export const complianceExportPath = (companyId: string) => `${one(companyId)}/conformite/export.csv`;
