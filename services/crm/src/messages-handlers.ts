import type { Bus, RpcHandler } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from './database-schema.ts';
import { answerUserQueryHandler } from './rpc/answer-user-query.ts';
import { askUserQueryHandler } from './rpc/ask-user-query.ts';
import { assignContactMessageHandler } from './rpc/assign-contact-message.ts';
import { getContactMessageHandler } from './rpc/get-contact-message.ts';
import { getExternalCrmImportHandler } from './rpc/get-external-crm-import.ts';
import { linkExternalRecordHandler } from './rpc/link-external-record.ts';
import { listContactMessagesHandler } from './rpc/list-contact-messages.ts';
import { listExternalCrmContractsHandler } from './rpc/list-external-crm-contracts.ts';
import { listExternalCrmOffersHandler } from './rpc/list-external-crm-offers.ts';
import { listMyUserQueriesHandler } from './rpc/list-my-user-queries.ts';
import { listUserQueriesHandler } from './rpc/list-user-queries.ts';
import { previewExternalCrmImportHandler } from './rpc/preview-external-crm-import.ts';
import { receiveExternalCrmDeliveryHandler } from './rpc/receive-external-crm-delivery.ts';
import { replyToContactMessageHandler } from './rpc/reply-to-contact-message.ts';
import { setContactMessageStatusHandler } from './rpc/set-contact-message-status.ts';
import { setUserQueryStatusHandler } from './rpc/set-user-query-status.ts';
import { startExternalCrmImportHandler } from './rpc/start-external-crm-import.ts';

/**
 * The RPCs of the back-office's messages: contact messages, customers' questions and
 * the external CRM's records.
 */
export function messagesRpcHandlers(db: Kysely<CrmDatabase>, bus: Bus, logger: Logger): RpcHandler[] {
  return [
    listContactMessagesHandler(db),
    getContactMessageHandler(db),
    setContactMessageStatusHandler(db),
    assignContactMessageHandler(db, bus),
    replyToContactMessageHandler(db, bus),
    askUserQueryHandler(db),
    listUserQueriesHandler(db),
    listMyUserQueriesHandler(db),
    answerUserQueryHandler(db, bus),
    setUserQueryStatusHandler(db),
    receiveExternalCrmDeliveryHandler(db),
    previewExternalCrmImportHandler(),
    startExternalCrmImportHandler(db, logger),
    getExternalCrmImportHandler(db),
    listExternalCrmOffersHandler(db),
    listExternalCrmContractsHandler(db),
    linkExternalRecordHandler(db),
  ];
}
