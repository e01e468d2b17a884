import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../schemas.ts';

/** What a staff notification is about (one per event the notification service turns into one). */
export const StaffNotificationKind = Type.Union([
  Type.Literal('callback-confirmed'),
  Type.Literal('offer-subscribed'),
  Type.Literal('contact-message'),
  Type.Literal('quote-request'),
  Type.Literal('user-query'),
  Type.Literal('task-due'),
  Type.Literal('callback-assigned'),
]);
export type StaffNotificationKind = Static<typeof StaffNotificationKind>;

/** One in-app notification of one staff member, as stored, listed and pushed over `/ws`. */
export const StaffNotification = Type.Object(
  {
    id: Uuid,
    staffId: Uuid,
    kind: StaffNotificationKind,
    /** French, short: the toast's first line. */
    title: Type.String(),
    /** French, one or two sentences. */
    body: Type.String(),
    /** The back-office path of the record, e.g. `/admin/offer-details/<id>`. */
    link: Type.String(),
    readAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type StaffNotification = Static<typeof StaffNotification>;
