import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { EMAIL_MAX_LENGTH } from '../validators/email.ts';
import { POSTAL_CODE_PATTERN } from '../validators/postal-code.ts';

export const ContactQueryReceivedData = Type.Object(
  {
    id: Uuid,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    phone: Type.Optional(Type.String()),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactQueryReceivedData = Static<typeof ContactQueryReceivedData>;

/** A visitor's contact-form message was stored by crm (the notification service emails it). */
export const contactQueryReceived = defineEvent({
  type: 'crm.contact-query.received',
  version: 1,
  data: ContactQueryReceivedData,
});
