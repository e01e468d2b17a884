import { type Static, Type } from '@sinclair/typebox';
import { literalUnion } from '../../offer/literal-union.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';

/**
 * A question a signed-in customer asks from their area ('Poser une question'), and the
 * feedback a staff member gives (emailed to the customer, shown in their area).
 */

export const USER_QUERY_STATUSES = ['pending', 'answered', 'closed'] as const;
export type UserQueryStatus = (typeof USER_QUERY_STATUSES)[number];
export const UserQueryStatusSchema = literalUnion(USER_QUERY_STATUSES);

export const USER_QUERY_STATUS_LABELS: Readonly<Record<UserQueryStatus, string>> = {
  pending: 'En attente',
  answered: 'Répondue',
  closed: 'Clôturée',
};

/** One question as the back-office lists it (`/admin/users/queries`). */
export const UserQueryRow = Type.Object(
  {
    id: Uuid,
    customerId: Uuid,
    userName: Type.String(),
    userEmail: Type.String(),
    status: UserQueryStatusSchema,
    query: Type.String(),
    feedback: Type.Union([Type.String(), Type.Null()]),
    feedbackBy: Type.Union([Type.String(), Type.Null()]),
    feedbackAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type UserQueryRow = Static<typeof UserQueryRow>;

/** One question as its customer sees it in their area (no staff names). */
export const MyUserQueryRow = Type.Object(
  {
    id: Uuid,
    status: UserQueryStatusSchema,
    query: Type.String(),
    feedback: Type.Union([Type.String(), Type.Null()]),
    feedbackAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type MyUserQueryRow = Static<typeof MyUserQueryRow>;
