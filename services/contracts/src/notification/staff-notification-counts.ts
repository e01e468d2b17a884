import { type Static, Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../errors.ts';

export const UnreadCount = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type UnreadCount = Static<typeof UnreadCount>;

/** The French messages of these RPCs. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'Cette notification n’existe pas.',
  forbidden: REQUEST_MESSAGES.forbidden,
} as const;
