import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Contact } from './contact.ts';
import { contactForm } from './contact-form.ts';

export const updateContact = defineRpc({
  service: 'crm',
  type: 'crm.update-contact',
  version: 1,
  request: Type.Object({ id: Uuid, contact: contactForm.schema }, { additionalProperties: false }),
  response: Contact,
});

export const updateContactEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contact/:id',
  rpc: updateContact,
  access: 'staff',
  bodyKey: 'contact',
  summary: 'Modifier un contact',
  tags: ['contacts'],
});
