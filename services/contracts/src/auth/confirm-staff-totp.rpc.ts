import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { formRequest } from './account-fields.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';
import { RecoveryCode, SixDigits, verifyStaffCodeForm } from './verify-staff-code.rpc.ts';

/** Confirming TOTP set-up on the profile page: a code of the app. */
export const confirmStaffTotpForm = defineForm({
  schema: Type.Object({ code: SixDigits }, { additionalProperties: false }),
  messages: { code: STAFF_FIELD_MESSAGES.code },
});
export type ConfirmStaffTotpForm = Static<typeof confirmStaffTotpForm.schema>;

/**
 * The body of `POST /api/v1/admin/verify-2fa`, one path for two forms as the specification
 * names it: signed in, `confirmStaffTotpForm`; with a challengeId, `verifyStaffCodeForm`. It
 * gives the errors each of them gives.
 */
export const verifyTwoFactorForm = defineForm({
  schema: Type.Object(
    {
      challengeId: Type.Optional(Uuid),
      code: Type.Optional(SixDigits),
      recoveryCode: Type.Optional(RecoveryCode),
    },
    { additionalProperties: false },
  ),
  messages: verifyStaffCodeForm.messages,
  // Signed in (no challengeId), the body is `confirmStaffTotpForm`: the code is required.
  rules: [
    {
      field: 'code',
      uses: ['challengeId'],
      check: (value: { challengeId?: string; code?: string }) =>
        value.challengeId !== undefined || value.code !== undefined,
    },
  ],
});

/** Confirms TOTP set-up with a code of the app; from then on it replaces the emailed code. */
export const confirmStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.confirm-staff-totp',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...confirmStaffTotpForm.schema.properties, staffId: Uuid },
      { additionalProperties: false },
    ),
    confirmStaffTotpForm,
  ),
  response: Type.Object({ totpEnabled: Type.Literal(true) }, { additionalProperties: false }),
});
