import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { addCompanyCommentEndpoint } from './companies/add-company-comment.rpc.ts';
import { becomeClientEndpoint } from './companies/become-client.rpc.ts';
import { createCompanyEndpoint } from './companies/create-company.rpc.ts';
import { deleteCompanyEndpoint } from './companies/delete-company.rpc.ts';
import { getCompanyEndpoint } from './companies/get-company.rpc.ts';
import { getRecordHistoryEndpoint } from './companies/get-record-history.rpc.ts';
import { listCompaniesEndpoint } from './companies/list-companies.rpc.ts';
import { listCompanyCommentsEndpoint } from './companies/list-company-comments.rpc.ts';
import { revealCompanyIbanEndpoint } from './companies/reveal-company-iban.rpc.ts';
import { updateCompanyEndpoint } from './companies/update-company.rpc.ts';
import { getComplianceFileEndpoint } from './compliance/get-compliance-file.rpc.ts';
import { recordComplianceItemEndpoint } from './compliance/record-compliance-item.rpc.ts';
import { createContactEndpoint } from './contacts/create-contact.rpc.ts';
import { deleteContactEndpoint } from './contacts/delete-contact.rpc.ts';
import { getContactEndpoint } from './contacts/get-contact.rpc.ts';
import { getContactImportJobEndpoint, getContractImportJobEndpoint } from './contacts/get-import-job.rpc.ts';
import { listContactsEndpoint } from './contacts/list-contacts.rpc.ts';
import { updateContactEndpoint } from './contacts/update-contact.rpc.ts';
import { createContractEndpoint } from './contracts/create-contract.rpc.ts';
import { deleteContractEndpoint } from './contracts/delete-contract.rpc.ts';
import { getContractEndpoint } from './contracts/get-contract.rpc.ts';
import { getContractTotalsEndpoint } from './contracts/get-contract-totals.rpc.ts';
import { listContractsEndpoint, searchSubscriberContractsEndpoint } from './contracts/list-contracts.rpc.ts';
import { updateContractEndpoint } from './contracts/update-contract.rpc.ts';
import { deleteDocumentEndpoint } from './documents/delete-document.rpc.ts';
import { listDocumentsEndpoint } from './documents/list-documents.rpc.ts';
import { createQuoteEndpoint } from './quotes/create-quote.rpc.ts';
import { getQuoteEndpoint } from './quotes/get-quote.rpc.ts';
import { handleQuoteRequestEndpoint } from './quotes/handle-quote-request.rpc.ts';
import { listQuoteRequestsEndpoint } from './quotes/list-quote-requests.rpc.ts';
import { listQuotesEndpoint } from './quotes/list-quotes.rpc.ts';
import { setQuoteStatusEndpoint } from './quotes/set-quote-status.rpc.ts';
import { updateQuoteEndpoint } from './quotes/update-quote.rpc.ts';
import { createTaskEndpoint } from './tasks/create-task.rpc.ts';
import { getTaskEndpoint } from './tasks/get-task.rpc.ts';
import { listTasksEndpoint } from './tasks/list-tasks.rpc.ts';
import { rescheduleTaskEndpoint } from './tasks/reschedule-task.rpc.ts';
import { setTaskStatusEndpoint } from './tasks/set-task-status.rpc.ts';
import { updateTaskEndpoint } from './tasks/update-task.rpc.ts';
import { addRecordNoteEndpoint, logRecordCallEndpoint } from './timeline/record-timeline.rpc.ts';

/** The CRM's endpoints the gateway mounts (records, tasks, agenda, pipeline, search). */
export const CRM_ENDPOINTS: readonly Endpoint[] = [
  // Companies, their comments, history, timeline and compliance file.
  listCompaniesEndpoint,
  listCompanyCommentsEndpoint,
  createCompanyEndpoint,
  getCompanyEndpoint,
  updateCompanyEndpoint,
  deleteCompanyEndpoint,
  becomeClientEndpoint,
  revealCompanyIbanEndpoint,
  addCompanyCommentEndpoint,
  getRecordHistoryEndpoint,
  logRecordCallEndpoint,
  addRecordNoteEndpoint,
  getComplianceFileEndpoint,
  recordComplianceItemEndpoint,
  // Contacts and the documents of any record.
  listContactsEndpoint,
  createContactEndpoint,
  getContactEndpoint,
  updateContactEndpoint,
  deleteContactEndpoint,
  getContactImportJobEndpoint,
  listDocumentsEndpoint,
  deleteDocumentEndpoint,
  // Contracts.
  listContractsEndpoint,
  searchSubscriberContractsEndpoint,
  getContractTotalsEndpoint,
  createContractEndpoint,
  getContractEndpoint,
  updateContractEndpoint,
  deleteContractEndpoint,
  getContractImportJobEndpoint,
  // Quotes and the site's quote requests.
  listQuotesEndpoint,
  listQuoteRequestsEndpoint,
  handleQuoteRequestEndpoint,
  createQuoteEndpoint,
  getQuoteEndpoint,
  updateQuoteEndpoint,
  setQuoteStatusEndpoint,
  // Tasks.
  listTasksEndpoint,
  createTaskEndpoint,
  getTaskEndpoint,
  updateTaskEndpoint,
  setTaskStatusEndpoint,
  rescheduleTaskEndpoint,
];
