import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { ContactMessageDetail } from './contact-message.ts';

/** Staff: one message with its replies and its audit history (NOT_FOUND when there is none). */
export const getContactMessage = defineRpc({
  service: 'crm',
  type: 'crm.get-contact-message',
  version: 1,
  request: Type.Object({ contactId: Uuid }, { additionalProperties: false }),
  response: ContactMessageDetail,
});
