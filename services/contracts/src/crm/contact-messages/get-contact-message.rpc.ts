import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
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

export const getContactMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contactus/:contactId',
  rpc: getContactMessage,
  access: 'staff',
  summary: 'Un message, ses réponses et son historique',
  tags: ['messages de contact'],
});
