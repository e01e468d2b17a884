import { defineRpc } from '../../define.ts';
import { WithId } from './contact.ts';

export const deleteContact = defineRpc({
  service: 'crm',
  type: 'crm.delete-contact',
  version: 1,
  request: WithId,
  response: WithId,
});
