import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { WithId } from './contact.ts';

export const deleteContact = defineRpc({
  service: 'crm',
  type: 'crm.delete-contact',
  version: 1,
  request: WithId,
  response: WithId,
});

export const deleteContactEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/contact/:id',
  rpc: deleteContact,
  access: 'staff',
  summary: 'Supprimer un contact',
  tags: ['contacts'],
});
