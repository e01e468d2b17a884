import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { ContactMessageRow, ContactMessageStatusSchema } from './contact-message.ts';

/** The status select of a message's page. */
export const contactMessageStatusForm = defineForm({
  schema: Type.Object({ status: ContactMessageStatusSchema }, { additionalProperties: false }),
  messages: { status: 'Choisissez un statut : nouveau, en cours ou traité.' },
});
export type ContactMessageStatusForm = Static<typeof contactMessageStatusForm.schema>;

/** Staff: moves a message to another status (audited). */
export const setContactMessageStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-contact-message-status',
  version: 1,
  request: Type.Object(
    { contactId: Uuid, ...contactMessageStatusForm.schema.properties },
    { additionalProperties: false },
  ),
  response: ContactMessageRow,
});

export const setContactMessageStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contactus/:contactId/status',
  rpc: setContactMessageStatus,
  access: 'staff',
  bodyForm: contactMessageStatusForm,
  summary: 'Changer le statut (nouveau, en cours, traité)',
  tags: ['messages de contact'],
});
