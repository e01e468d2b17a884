import type { Bus, RpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import { assignContactMessageHandler } from './contact-messages/assign-contact-message.ts';
import { getContactMessageHandler } from './contact-messages/get-contact-message.ts';
import { listContactMessagesHandler } from './contact-messages/list-contact-messages.ts';
import { replyToContactMessageHandler } from './contact-messages/reply-to-contact-message.ts';
import { setContactMessageStatusHandler } from './contact-messages/set-contact-message-status.ts';
import type { CrmDatabase } from './database-schema.ts';
import { answerUserQueryHandler, setUserQueryStatusHandler } from './user-queries/answer-user-query.ts';
import { askUserQueryHandler } from './user-queries/ask-user-query.ts';
import { listMyUserQueriesHandler, listUserQueriesHandler } from './user-queries/list-user-queries.ts';

/** The RPCs of the back-office's messages: contact messages and customers' questions (issue 10). */
export function messagesRpcHandlers(db: Kysely<CrmDatabase>, bus: Bus): RpcHandler[] {
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
  ];
}
