import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';

/** Which email the auth service wants sent; the notification service renders it in French. */
export const AUTH_EMAIL_TEMPLATES = [
  'customer-email-verification',
  'customer-password-reset',
  'customer-set-password',
  'staff-login-code',
  'staff-password-reset',
  /** Sent to the previous address when a staff member's sign-in email changes (no link, no code). */
  'staff-email-changed',
  /**
   * Sent instead of an activation link when someone signs up with an address that already has
   * an account (no link, no code): the sign-up answers alike either way.
   */
  'customer-signup-existing',
  /** A prospect's request about their data (site form): the link proving the address is theirs. */
  'privacy-access-proof',
  'privacy-erasure-proof',
] as const;
export type AuthEmailTemplate = (typeof AUTH_EMAIL_TEMPLATES)[number];

export const AuthEmailRequestedData = Type.Object(
  {
    template: Type.Union(AUTH_EMAIL_TEMPLATES.map((t) => Type.Literal(t))),
    to: Type.String({ minLength: 3, maxLength: 254 }),
    name: Type.String({ maxLength: 200 }),
    /** The link to follow (verification, reset, set-password), when the email has one. */
    link: Type.Optional(Type.String({ maxLength: 2000 })),
    /** The 6-digit sign-in code, for `staff-login-code`. */
    code: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
    /** How long the link or code stays valid, in minutes (shown in the email). */
    validForMinutes: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AuthEmailRequestedData = Static<typeof AuthEmailRequestedData>;

/**
 * The auth service needs an email sent (verification, reset, sign-in code...). Carries a
 * secret link or code: the notification service sends it and never logs it.
 */
export const authEmailRequested = defineEvent({
  type: 'auth.email.requested',
  version: 1,
  data: AuthEmailRequestedData,
});
