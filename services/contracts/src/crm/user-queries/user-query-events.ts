import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../../define.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';

export const UserQueryAskedData = Type.Object(
  {
    id: Uuid,
    customerId: Uuid,
    userName: Type.String(),
    userEmail: Type.String(),
    query: Type.String({ minLength: 1 }),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type UserQueryAskedData = Static<typeof UserQueryAskedData>;

/** A signed-in customer asked a question (live notification to staff). */
export const userQueryAsked = defineEvent({
  type: 'crm.user-query.asked',
  version: 1,
  data: UserQueryAskedData,
});

export const UserQueryAnsweredData = Type.Object(
  {
    id: Uuid,
    userName: Type.String(),
    userEmail: Type.String(),
    query: Type.String(),
    feedback: Type.String({ minLength: 1 }),
    authorName: Type.String(),
    answeredAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type UserQueryAnsweredData = Static<typeof UserQueryAnsweredData>;

/** A staff member answered a customer's question; the notification service emails it. */
export const userQueryAnswered = defineEvent({
  type: 'crm.user-query.answered',
  version: 1,
  data: UserQueryAnsweredData,
});
