import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Contact, WithId } from './contact.ts';

export const getContact = defineRpc({
  service: 'crm',
  type: 'crm.get-contact',
  version: 1,
  request: WithId,
  response: Contact,
});

export const getContactEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contact/byId/:id',
  rpc: getContact,
  access: 'staff',
  summary: 'Un contact',
  tags: ['contacts'],
});
