import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import type { ContactInput } from '@courtage/contracts/crm/contacts/contact-form';
import type { ImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import type { ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

// Contacts (/admin/contact): search, record, create/update/delete, CSV import with progress.
const BASE = '/api/v1/contact';

/** The list component's free text (`q`) is the contacts search's `search`. */
function contactQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const search = next.get('q');
  next.delete('q');
  if (search) next.set('search', search);
  return next;
}

export const searchContacts = (query: URLSearchParams): Promise<ListPage<Contact>> =>
  fetchListPage<Contact>(`${BASE}/byAttributes`, contactQuery(query));
export const exportContactsCsv = (query: URLSearchParams) =>
  downloadListCsv(`${BASE}/byAttributes`, contactQuery(query), 'contacts.csv');
export const getContact = (contactId: string) =>
  apiRequest<Contact>(`${BASE}/byId/${encodeURIComponent(contactId)}`, { auth: true });
export const createContact = (json: ContactInput) =>
  apiRequest<Contact>(BASE, { method: 'POST', auth: true, json });
export const updateContact = (contactId: string, json: ContactInput) =>
  apiRequest<Contact>(`${BASE}/${encodeURIComponent(contactId)}`, { method: 'PUT', auth: true, json });
export const deleteContact = (contactId: string) =>
  apiRequest<{ id: string }>(`${BASE}/${encodeURIComponent(contactId)}`, { method: 'DELETE', auth: true });

const csv = (file: Blob) => ({ body: file, contentType: 'text/csv' });

/** Every row checked, nothing written: counts, row-level French errors, a sample. */
export const previewContactImport = (file: Blob) =>
  apiRequest<ImportPreview>(`${BASE}/upload/preview`, { method: 'POST', auth: true, raw: csv(file) });
/** All or nothing: refused with the row errors, or started (progress through getContactImport). */
export const startContactImport = (file: Blob) =>
  apiRequest<{ jobId: string; total: number }>(`${BASE}/upload`, {
    method: 'POST',
    auth: true,
    raw: csv(file),
  });
export const getContactImport = (jobId: string) =>
  apiRequest<ImportJob>(`${BASE}/upload/${encodeURIComponent(jobId)}`, { auth: true });
