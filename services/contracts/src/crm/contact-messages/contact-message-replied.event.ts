import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../../define.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';

export const ContactMessageRepliedData = Type.Object(
  {
    contactId: Uuid,
    replyId: Uuid,
    /** The visitor, as they wrote it on the form. */
    name: Type.String({ minLength: 1 }),
    email: Type.String({ minLength: 3 }),
    /** The visitor's message, quoted under the reply. */
    message: Type.String(),
    reply: Type.String({ minLength: 1 }),
    authorName: Type.String(),
    repliedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactMessageRepliedData = Static<typeof ContactMessageRepliedData>;

/** A staff member replied to a contact message; the notification service emails the visitor. */
export const contactMessageReplied = defineEvent({
  type: 'crm.contact-message.replied',
  version: 1,
  data: ContactMessageRepliedData,
});
