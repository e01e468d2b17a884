import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { EmailInput, Empty, PasswordInput, SessionTokens, StaffUser } from './session.ts';

/**
 * Staff step 1: email + password. Never signs in by itself: it opens a challenge,
 * answered by a 6-digit code sent by email, or by the authenticator app once TOTP is on.
 */
export const signInStaff = defineRpc({
  service: 'auth',
  type: 'auth.sign-in-staff',
  version: 1,
  request: Type.Object({ email: EmailInput, password: PasswordInput }, { additionalProperties: false }),
  response: Type.Object(
    {
      otpRequired: Type.Literal(true),
      challengeId: Uuid,
      method: Type.Union([Type.Literal('email'), Type.Literal('totp')]),
      expiresAt: Type.String(),
    },
    { additionalProperties: false },
  ),
});

/** Staff step 2: the code (email or TOTP) or a single-use recovery code. 10 minutes, 5 attempts. */
export const verifyStaffCode = defineRpc({
  service: 'auth',
  type: 'auth.verify-staff-code',
  version: 1,
  request: Type.Object(
    {
      challengeId: Uuid,
      code: Type.Optional(Type.String({ minLength: 6, maxLength: 6 })),
      recoveryCode: Type.Optional(Type.String({ minLength: 10, maxLength: 20 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ user: StaffUser, tokens: SessionTokens }, { additionalProperties: false }),
});

/** Sends a new email code for the same challenge (at most 3 sends, 30 s apart). */
export const resendStaffCode = defineRpc({
  service: 'auth',
  type: 'auth.resend-staff-code',
  version: 1,
  request: Type.Object({ challengeId: Uuid }, { additionalProperties: false }),
  response: Empty,
});
