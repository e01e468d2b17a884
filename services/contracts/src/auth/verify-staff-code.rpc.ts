import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { SessionTokens, StaffUser } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

/** A code of 6 digits, emailed or shown by the authenticator app. */
export const SixDigits = Type.String({ pattern: '^\\d{6}$' });
/** A single-use recovery code, given when TOTP was set up. */
export const RecoveryCode = Type.String({ minLength: 10, maxLength: 20 });

/**
 * The back-office sign-in form, step 2 (`POST /api/v1/admin/verify-otp`, and `verify-2fa` with a
 * challengeId): the code or a recovery code, for the challenge of step 1.
 */
export const verifyStaffCodeForm = defineForm({
  schema: Type.Object(
    { challengeId: Uuid, code: Type.Optional(SixDigits), recoveryCode: Type.Optional(RecoveryCode) },
    { additionalProperties: false },
  ),
  messages: {
    challengeId: STAFF_FIELD_MESSAGES.challengeId,
    code: STAFF_FIELD_MESSAGES.code,
    recoveryCode: STAFF_FIELD_MESSAGES.recoveryCode,
  },
});
export type VerifyStaffCodeForm = Static<typeof verifyStaffCodeForm.schema>;

export const StaffSignedIn = Type.Object(
  { user: StaffUser, tokens: SessionTokens },
  { additionalProperties: false },
);
export type StaffSignedIn = Static<typeof StaffSignedIn>;

/** Staff step 2: the code (email or TOTP) or a single-use recovery code. 10 minutes, 5 attempts. */
export const verifyStaffCode = defineRpc({
  service: 'auth',
  type: 'auth.verify-staff-code',
  version: 1,
  request: verifyStaffCodeForm.schema,
  response: StaffSignedIn,
});
