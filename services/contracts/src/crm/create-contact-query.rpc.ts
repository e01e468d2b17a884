import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { ContactQueryInput } from './contact-query.ts';

export const ContactQueryCreated = Type.Object(
  {
    id: Uuid,
    status: Type.Literal('received'),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactQueryCreated = Static<typeof ContactQueryCreated>;

/** Stores a visitor's contact-form message; crm then emits `crm.contact-query.received`. */
export const createContactQuery = defineRpc({
  service: 'crm',
  type: 'crm.create-contact-query',
  version: 1,
  request: ContactQueryInput,
  response: ContactQueryCreated,
});
