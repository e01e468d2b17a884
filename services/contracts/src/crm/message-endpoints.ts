import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { assignContactMessageEndpoint } from './contact-messages/assign-contact-message.rpc.ts';
import { getContactMessageEndpoint } from './contact-messages/get-contact-message.rpc.ts';
import { listContactMessagesEndpoint } from './contact-messages/list-contact-messages.rpc.ts';
import { replyToContactMessageEndpoint } from './contact-messages/reply-contact-message.rpc.ts';
import { setContactMessageStatusEndpoint } from './contact-messages/set-contact-message-status.rpc.ts';
import { answerUserQueryEndpoint } from './user-queries/answer-user-query.rpc.ts';
import { listUserQueriesEndpoint } from './user-queries/list-user-queries.rpc.ts';
import { setUserQueryStatusEndpoint } from './user-queries/set-user-query-status.rpc.ts';

/** The messages staff answer: contact messages and the customers' questions. */
export const MESSAGE_ENDPOINTS: readonly Endpoint[] = [
  // Contact messages (the visitors' public POST is a site form, a route file).
  listContactMessagesEndpoint,
  getContactMessageEndpoint,
  setContactMessageStatusEndpoint,
  assignContactMessageEndpoint,
  replyToContactMessageEndpoint,
  // The customers' questions, staff side.
  listUserQueriesEndpoint,
  answerUserQueryEndpoint,
  setUserQueryStatusEndpoint,
];
