import { createBrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import type { RpcHandler, Subscription } from '@courtage/runtime/bus';
import { createDocumentStore } from '@courtage/runtime/document-store';
import { createFieldCipher, parseFieldKey } from '@courtage/runtime/field-cipher';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { ServiceContext } from '@courtage/runtime/service';
import { DEV_CRM_ENCRYPTION_KEY } from './companies/iban.ts';
import type { recordsConfig } from './config.ts';
import { contractFromSubscription } from './contracts/contract-from-subscription.ts';
import type { CrmDatabase } from './database-schema.ts';
import { purgeCrmDataHandler } from './privacy/purge.ts';
import type { RecordsContext } from './records-context.ts';
import type { RecordsDb } from './records-schema.ts';
import { addCompanyCommentHandler } from './rpc/add-company-comment.ts';
import { becomeClientHandler } from './rpc/become-client.ts';
import { createCompanyHandler } from './rpc/create-company.ts';
import { createContactHandler } from './rpc/create-contact.ts';
import { createContractHandler } from './rpc/create-contract.ts';
import { createQuoteHandler } from './rpc/create-quote.ts';
import { createTaskHandler } from './rpc/create-task.ts';
import { deleteCompanyHandler } from './rpc/delete-company.ts';
import { deleteContactHandler } from './rpc/delete-contact.ts';
import { deleteContractHandler } from './rpc/delete-contract.ts';
import { deleteDocumentHandler } from './rpc/delete-document.ts';
import { getCompanyHandler } from './rpc/get-company.ts';
import { getComplianceFileHandler } from './rpc/get-compliance-file.ts';
import { getContactHandler } from './rpc/get-contact.ts';
import { getContractHandler } from './rpc/get-contract.ts';
import { getContractTotalsHandler } from './rpc/get-contract-totals.ts';
import { getDocumentDownloadHandler } from './rpc/get-document-download.ts';
import { getImportJobHandler } from './rpc/get-import-job.ts';
import { getQuoteHandler } from './rpc/get-quote.ts';
import { getQuotePdfHandler } from './rpc/get-quote-pdf.ts';
import { getRecordHistoryHandler } from './rpc/get-record-history.ts';
import { getTaskHandler } from './rpc/get-task.ts';
import { handleQuoteRequestHandler } from './rpc/handle-quote-request.ts';
import { listCompaniesHandler } from './rpc/list-companies.ts';
import { listCompanyCommentsHandler } from './rpc/list-company-comments.ts';
import { listContactsHandler } from './rpc/list-contacts.ts';
import { listContractsHandler } from './rpc/list-contracts.ts';
import { listDocumentsHandler } from './rpc/list-documents.ts';
import { listQuoteRequestsHandler } from './rpc/list-quote-requests.ts';
import { listQuotesHandler } from './rpc/list-quotes.ts';
import { listTasksHandler } from './rpc/list-tasks.ts';
import { previewContactImportHandler } from './rpc/preview-contact-import.ts';
import { previewContractImportHandler } from './rpc/preview-contract-import.ts';
import { recordComplianceItemHandler } from './rpc/record-compliance-item.ts';
import { registerDocumentHandler } from './rpc/register-document.ts';
import { rescheduleTaskHandler } from './rpc/reschedule-task.ts';
import { revealCompanyIbanHandler } from './rpc/reveal-company-iban.ts';
import { sendQuoteHandler } from './rpc/send-quote.ts';
import { setQuoteStatusHandler } from './rpc/set-quote-status.ts';
import { setTaskStatusHandler } from './rpc/set-task-status.ts';
import { startContactImportHandler } from './rpc/start-contact-import.ts';
import { startContractImportHandler } from './rpc/start-contract-import.ts';
import { updateCompanyHandler } from './rpc/update-company.ts';
import { updateContactHandler } from './rpc/update-contact.ts';
import { updateContractHandler } from './rpc/update-contract.ts';
import { updateQuoteHandler } from './rpc/update-quote.ts';
import { updateTaskHandler } from './rpc/update-task.ts';
import { sendRecordEmailHandler } from './timeline/record-email.ts';
import {
  addRecordNoteHandler,
  getRecordTimelineHandler,
  logRecordCallHandler,
} from './timeline/record-timeline.ts';

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
    cipher: createFieldCipher(parseFieldKey(config.CRM_ENCRYPTION_KEY), 'crm'),
    postalCodes,
    store: createDocumentStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    }),
    identity: createBrokerIdentitySource(config.CMS_URL, ctx.logger),
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

/** The RPCs of companies, contacts, comments, quotes, contracts, documents, compliance and tasks. */
export function recordsRpcHandlers(): RpcHandler[] {
  const ctx = context();
  return [
    createCompanyHandler(ctx),
    updateCompanyHandler(ctx),
    getCompanyHandler(ctx),
    deleteCompanyHandler(ctx),
    purgeCrmDataHandler(ctx),
    becomeClientHandler(ctx),
    revealCompanyIbanHandler(ctx),
    listCompaniesHandler(ctx),
    addCompanyCommentHandler(ctx),
    listCompanyCommentsHandler(ctx),
    getRecordHistoryHandler(ctx),
    getRecordTimelineHandler(ctx),
    logRecordCallHandler(ctx),
    addRecordNoteHandler(ctx),
    sendRecordEmailHandler(ctx),
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
    rescheduleTaskHandler(ctx),
    getTaskHandler(ctx),
    listTasksHandler(ctx),
  ];
}

export function recordsSubscriptions(): Subscription[] {
  return [contractFromSubscription(context())];
}
