import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { EMAIL_MAX_LENGTH } from '../validators/email.ts';

/** An email as accepted on input (the service checks it again with isValidEmail). */
export const EmailInput = Type.String({
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$',
});
/** Any password on input; the rules (length, letters and digits) are checked by the service. */
export const PasswordInput = Type.String({ minLength: 1, maxLength: 128 });
export const StaffRole = Type.Union([Type.Literal('admin'), Type.Literal('sub-admin')]);
export type StaffRole = Static<typeof StaffRole>;

/** What a sign-in or a refresh gives: the bearer token and the refresh token of the session. */
export const SessionTokens = Type.Object(
  {
    accessToken: Type.String(),
    accessTokenExpiresAt: IsoDateTime,
    refreshToken: Type.String(),
    sessionId: Uuid,
    /** The session ends then whatever happens (3 days after sign-in). */
    sessionExpiresAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type SessionTokens = Static<typeof SessionTokens>;

/** The specification's "session user" (§3) for a customer. */
export const SessionUser = Type.Object(
  {
    auth: Type.Literal(true),
    role: Type.Literal('customer'),
    id: Uuid,
    fullName: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    isEmailVerified: Type.Boolean(),
    image: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SessionUser = Static<typeof SessionUser>;

/** A staff member as the back-office shows them. */
export const StaffUser = Type.Object(
  {
    auth: Type.Literal(true),
    role: StaffRole,
    id: Uuid,
    name: Type.String(),
    email: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    totpEnabled: Type.Boolean(),
    disabled: Type.Boolean(),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type StaffUser = Static<typeof StaffUser>;

export const Empty = Type.Object({}, { additionalProperties: false });
