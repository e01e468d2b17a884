import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
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
