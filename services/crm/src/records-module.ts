import type { RpcHandler, Subscription } from '@courtage/runtime/bus';
import { isTestProfile } from '@courtage/runtime/config';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { ServiceContext } from '@courtage/runtime/service';
import { Type } from '@sinclair/typebox';
import { addCompanyCommentHandler } from './companies/add-company-comment.ts';
import { becomeClientHandler } from './companies/become-client.ts';
import { createCompanyHandler } from './companies/create-company.ts';
import { deleteCompanyHandler } from './companies/delete-company.ts';
import { createFieldCipher, DEV_CRM_ENCRYPTION_KEY, parseCrmKey } from './companies/field-cipher.ts';
import { getCompanyHandler } from './companies/get-company.ts';
import { listCompaniesHandler } from './companies/list-companies.ts';
import { listCompanyCommentsHandler } from './companies/list-company-comments.ts';
import { revealCompanyIbanHandler } from './companies/reveal-company-iban.ts';
import { updateCompanyHandler } from './companies/update-company.ts';
import { getComplianceFileHandler } from './compliance/get-compliance-file.ts';
import { recordComplianceItemHandler } from './compliance/record-compliance-item.ts';
import { createContactHandler } from './contacts/create-contact.ts';
import { deleteContactHandler } from './contacts/delete-contact.ts';
import { getContactHandler } from './contacts/get-contact.ts';
import { getImportJobHandler } from './contacts/get-import-job.ts';
import { listContactsHandler } from './contacts/list-contacts.ts';
import { previewContactImportHandler } from './contacts/preview-contact-import.ts';
import { startContactImportHandler } from './contacts/start-contact-import.ts';
import { updateContactHandler } from './contacts/update-contact.ts';
import { contractFromSubscription } from './contracts/contract-from-subscription.ts';
import { createContractHandler } from './contracts/create-contract.ts';
import { deleteContractHandler } from './contracts/delete-contract.ts';
import { getContractHandler } from './contracts/get-contract.ts';
import { getContractTotalsHandler, listContractsHandler } from './contracts/list-contracts.ts';
import { previewContractImportHandler } from './contracts/preview-contract-import.ts';
import { startContractImportHandler } from './contracts/start-contract-import.ts';
import { updateContractHandler } from './contracts/update-contract.ts';
import type { CrmDatabase } from './database-schema.ts';
import { deleteDocumentHandler } from './documents/delete-document.ts';
import { createDocumentStore } from './documents/document-store.ts';
import { getDocumentDownloadHandler } from './documents/get-document-download.ts';
import { listDocumentsHandler } from './documents/list-documents.ts';
import { registerDocumentHandler } from './documents/register-document.ts';
import { getRecordHistoryHandler } from './history/get-record-history.ts';
import { createQuoteHandler } from './quotes/create-quote.ts';
import { getQuoteHandler } from './quotes/get-quote.ts';
import { getQuotePdfHandler } from './quotes/get-quote-pdf.ts';
import { handleQuoteRequestHandler } from './quotes/handle-quote-request.ts';
import { listQuoteRequestsHandler } from './quotes/list-quote-requests.ts';
import { listQuotesHandler } from './quotes/list-quotes.ts';
import { sendQuoteHandler } from './quotes/send-quote.ts';
import { setQuoteStatusHandler } from './quotes/set-quote-status.ts';
import { updateQuoteHandler } from './quotes/update-quote.ts';
import type { RecordsContext } from './records-context.ts';
import type { RecordsDb } from './records-schema.ts';
import { createTaskHandler } from './tasks/create-task.ts';
import { getTaskHandler } from './tasks/get-task.ts';
import { listTasksHandler } from './tasks/list-tasks.ts';
import { setTaskStatusHandler } from './tasks/set-task-status.ts';
import { updateTaskHandler } from './tasks/update-task.ts';

/** The CRM records' environment (docs/CONVENTIONS.md): the S3 store, the IBAN key, the broker's identity. */
export const recordsConfig = {
  CRM_ENCRYPTION_KEY: Type.String({ minLength: 16, default: DEV_CRM_ENCRYPTION_KEY }),
  S3_ENDPOINT: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4569' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_BUCKET: Type.String({ default: isTestProfile ? 'courtage-test-documents' : 'courtage-documents' }),
  S3_ACCESS_KEY_ID: Type.String({ default: 'S3RVER' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: 'S3RVER' }),
  BROKER_NAME: Type.String({ default: 'Courtage Santé' }),
  BROKER_ORIAS_NUMBER: Type.String({ default: '23001234' }),
};

// The postal-code index (town from the postal code) is built once, before the handlers serve.
const postalCodes = await loadPostalCodeIndex();

function recordsContext(ctx: ServiceContext<CrmDatabase, typeof recordsConfig>): RecordsContext {
  const { config } = ctx;
  if (config.NODE_ENV === 'production' && config.CRM_ENCRYPTION_KEY === DEV_CRM_ENCRYPTION_KEY)
    throw new Error('CRM_ENCRYPTION_KEY must be set in production');
  return {
    db: ctx.db as unknown as RecordsDb,
    bus: ctx.bus,
    logger: ctx.logger,
    cipher: createFieldCipher(parseCrmKey(config.CRM_ENCRYPTION_KEY)),
    postalCodes,
    store: createDocumentStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    }),
    oriasNumber: config.BROKER_ORIAS_NUMBER,
    brokerName: config.BROKER_NAME,
  };
}

// Built by startRecords (runService's onStart runs before the handlers and subscriptions are made).
let started: RecordsContext | undefined;

function context(): RecordsContext {
  if (!started) throw new Error('startRecords must run first (onStart)');
  return started;
}

/** Builds the records' context and creates the documents bucket when missing (a store that is down is logged). */
export async function startRecords(
  service: ServiceContext<CrmDatabase, typeof recordsConfig>,
): Promise<void> {
  started = recordsContext(service);
  await started.store
    .ensureBucket()
    .catch((error) =>
      service.logger.warn({ err: error }, 'S3 store unreachable at start: documents unavailable'),
    );
}

/** The RPCs of companies, contacts, comments, quotes, contracts, documents, compliance and tasks (issue 11). */
export function recordsRpcHandlers(): RpcHandler[] {
  const ctx = context();
  return [
    createCompanyHandler(ctx),
    updateCompanyHandler(ctx),
    getCompanyHandler(ctx),
    deleteCompanyHandler(ctx),
    becomeClientHandler(ctx),
    revealCompanyIbanHandler(ctx),
    listCompaniesHandler(ctx),
    addCompanyCommentHandler(ctx),
    listCompanyCommentsHandler(ctx),
    getRecordHistoryHandler(ctx),
    createContactHandler(ctx),
    updateContactHandler(ctx),
    getContactHandler(ctx),
    deleteContactHandler(ctx),
    listContactsHandler(ctx),
    previewContactImportHandler(ctx),
    startContactImportHandler(ctx),
    getImportJobHandler(ctx),
    createQuoteHandler(ctx),
    updateQuoteHandler(ctx),
    getQuoteHandler(ctx),
    setQuoteStatusHandler(ctx),
    sendQuoteHandler(ctx),
    getQuotePdfHandler(ctx),
    listQuotesHandler(ctx),
    listQuoteRequestsHandler(ctx),
    handleQuoteRequestHandler(ctx),
    createContractHandler(ctx),
    updateContractHandler(ctx),
    getContractHandler(ctx),
    deleteContractHandler(ctx),
    listContractsHandler(ctx),
    getContractTotalsHandler(ctx),
    previewContractImportHandler(ctx),
    startContractImportHandler(ctx),
    registerDocumentHandler(ctx),
    getDocumentDownloadHandler(ctx),
    deleteDocumentHandler(ctx),
    listDocumentsHandler(ctx),
    getComplianceFileHandler(ctx),
    recordComplianceItemHandler(ctx),
    createTaskHandler(ctx),
    updateTaskHandler(ctx),
    setTaskStatusHandler(ctx),
    getTaskHandler(ctx),
    listTasksHandler(ctx),
  ];
}

export function recordsSubscriptions(): Subscription[] {
  return [contractFromSubscription(context())];
}
