import type { Bus, RpcHandler } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { Kysely } from 'kysely';
import { assignContactMessageHandler } from './contact-messages/assign-contact-message.ts';
import { getContactMessageHandler } from './contact-messages/get-contact-message.ts';
import { listContactMessagesHandler } from './contact-messages/list-contact-messages.ts';
import { replyToContactMessageHandler } from './contact-messages/reply-to-contact-message.ts';
import { setContactMessageStatusHandler } from './contact-messages/set-contact-message-status.ts';
import type { CrmDatabase } from './database-schema.ts';
import {
  getExternalCrmImportHandler,
  previewExternalCrmImportHandler,
  startExternalCrmImportHandler,
} from './external-crm/import-records.ts';
import {
  linkExternalRecordHandler,
  listExternalCrmContractsHandler,
  listExternalCrmOffersHandler,
} from './external-crm/list-and-link.ts';
import { receiveExternalCrmDeliveryHandler } from './external-crm/receive-delivery.ts';
import { answerUserQueryHandler, setUserQueryStatusHandler } from './user-queries/answer-user-query.ts';
import { askUserQueryHandler } from './user-queries/ask-user-query.ts';
import { listMyUserQueriesHandler, listUserQueriesHandler } from './user-queries/list-user-queries.ts';

/**
 * The RPCs of the back-office's messages (issue 10): contact messages, customers' questions and
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
