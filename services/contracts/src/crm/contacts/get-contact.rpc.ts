import { defineRpc } from '../../define.ts';
import { Contact, WithId } from './contact.ts';

export const getContact = defineRpc({
  service: 'crm',
  type: 'crm.get-contact',
  version: 1,
  request: WithId,
  response: Contact,
});
