import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Contact } from './contact.ts';
import { contactForm } from './contact-form.ts';

export const createContact = defineRpc({
  service: 'crm',
  type: 'crm.create-contact',
  version: 1,
  request: contactForm.schema,
  response: Contact,
});

export const createContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contact',
  rpc: createContact,
  access: 'staff',
  status: 201,
  summary: 'Créer un contact (d’une entreprise ou seul)',
  tags: ['contacts'],
});
