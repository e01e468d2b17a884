import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { ContactMessageRow } from './contact-message.ts';

/** The assignment select: a staff member's id, or null to leave the message unassigned. */
export const contactMessageAssignForm = defineForm({
  schema: Type.Object({ assigneeId: Type.Union([Uuid, Type.Null()]) }, { additionalProperties: false }),
  messages: { assigneeId: 'Choisissez un membre de l’équipe.' },
});
export type ContactMessageAssignForm = Static<typeof contactMessageAssignForm.schema>;

/**
 * Staff: assigns a message to an active staff member (crm asks auth for their name; an unknown
 * or disabled one is refused in French) or unassigns it (audited).
 */
export const assignContactMessage = defineRpc({
  service: 'crm',
  type: 'crm.assign-contact-message',
  version: 1,
  request: Type.Object(
    { contactId: Uuid, ...contactMessageAssignForm.schema.properties },
    { additionalProperties: false },
  ),
  response: ContactMessageRow,
});

export const assignContactMessageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contactus/:contactId/assignee',
  rpc: assignContactMessage,
  access: 'staff',
  bodyForm: contactMessageAssignForm,
  summary: 'Attribuer le message à un membre de l’équipe (ou à personne)',
  tags: ['messages de contact'],
});
