import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { ContactMessageReply } from './contact-message.ts';

export const CONTACT_REPLY_LIMITS = { min: 2, max: 5000 } as const;

/** The reply form of `/admin/contact-us-details/:contactId`: its text is emailed to the visitor. */
export const contactMessageReplyForm = defineForm({
  schema: Type.Object(
    {
      body: Type.String({
        minLength: CONTACT_REPLY_LIMITS.min,
        maxLength: CONTACT_REPLY_LIMITS.max,
        pattern: '\\S',
      }),
    },
    { additionalProperties: false },
  ),
  messages: {
    body: {
      required: CRM_MESSAGES.replyRequired,
      invalid: `Votre réponse doit contenir entre ${CONTACT_REPLY_LIMITS.min} et ${CONTACT_REPLY_LIMITS.max} caractères.`,
    },
  },
});
export type ContactMessageReplyForm = Static<typeof contactMessageReplyForm.schema>;

/**
 * Staff: keeps the reply on the message, moves a new message to 'in_progress', and writes
 * `crm.contact-message.replied` (the notification service emails the text to the visitor).
 */
export const replyToContactMessage = defineRpc({
  service: 'crm',
  type: 'crm.reply-to-contact-message',
  version: 1,
  request: Type.Object(
    { contactId: Uuid, ...contactMessageReplyForm.schema.properties },
    { additionalProperties: false },
  ),
  response: ContactMessageReply,
});

/** The reply is emailed to the visitor and kept in the message's history. */
export const replyToContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contactus/:contactId/replies',
  rpc: replyToContactMessage,
  access: 'staff',
  status: 201,
  bodyForm: contactMessageReplyForm,
  summary: 'Répondre au visiteur',
  tags: ['messages de contact'],
});
