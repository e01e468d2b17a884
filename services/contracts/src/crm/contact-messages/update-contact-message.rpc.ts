import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { ContactMessageRow, ContactMessageStatusSchema } from './contact-message.ts';

/** The status select of a message's page. */
export const contactMessageStatusForm = defineForm({
  schema: Type.Object({ status: ContactMessageStatusSchema }, { additionalProperties: false }),
  messages: { status: 'Choisissez un statut : nouveau, en cours ou traité.' },
});
export type ContactMessageStatusForm = Static<typeof contactMessageStatusForm.schema>;

/** The assignment select: a staff member's id, or null to leave the message unassigned. */
export const contactMessageAssignForm = defineForm({
  schema: Type.Object({ assigneeId: Type.Union([Uuid, Type.Null()]) }, { additionalProperties: false }),
  messages: { assigneeId: 'Choisissez un membre de l’équipe.' },
});
export type ContactMessageAssignForm = Static<typeof contactMessageAssignForm.schema>;

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

/** Shown when the chosen assignee is not an active staff member. */
export const UNKNOWN_ASSIGNEE_MESSAGE = 'Ce membre de l’équipe n’existe pas ou n’est plus actif.';
