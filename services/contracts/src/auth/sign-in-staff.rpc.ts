import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { EMAIL_MESSAGE, Email, PASSWORD_MESSAGE } from './account-fields.ts';
import { PasswordInput } from './session.ts';

/** The back-office sign-in form, step 1 (`POST /api/v1/admin`). */
export const signInStaffForm = defineForm({
  schema: Type.Object({ email: Email, password: PasswordInput }, { additionalProperties: false }),
  messages: { email: EMAIL_MESSAGE, password: PASSWORD_MESSAGE },
});
export type SignInStaffForm = Static<typeof signInStaffForm.schema>;

/** The challenge step 2 answers (`/otp-veryfy/{challengeId}`). */
export const StaffChallenge = Type.Object(
  {
    otpRequired: Type.Literal(true),
    challengeId: Uuid,
    method: Type.Union([Type.Literal('email'), Type.Literal('totp')]),
    expiresAt: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffChallenge = Static<typeof StaffChallenge>;

/**
 * Staff step 1: email + password. Never signs in by itself: it opens a challenge,
 * answered by a 6-digit code sent by email, or by the authenticator app once TOTP is on.
 */
export const signInStaff = defineRpc({
  service: 'auth',
  type: 'auth.sign-in-staff',
  version: 1,
  request: signInStaffForm.schema,
  response: StaffChallenge,
});
