import { defineRpc } from '../../define.ts';
import { Contact } from './contact.ts';
import { contactForm } from './contact-form.ts';

export const createContact = defineRpc({
  service: 'crm',
  type: 'crm.create-contact',
  version: 1,
  request: contactForm.schema,
  response: Contact,
});
