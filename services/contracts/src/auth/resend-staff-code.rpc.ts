import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { Empty } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

/** "Renvoyer le code" on the code page (`POST /api/v1/admin/resend-otp`). */
export const resendStaffCodeForm = defineForm({
  schema: Type.Object({ challengeId: Uuid }, { additionalProperties: false }),
  messages: { challengeId: STAFF_FIELD_MESSAGES.challengeId },
});
export type ResendStaffCodeForm = Static<typeof resendStaffCodeForm.schema>;

/** Sends a new email code for the same challenge (at most 3 sends, 30 s apart). */
export const resendStaffCode = defineRpc({
  service: 'auth',
  type: 'auth.resend-staff-code',
  version: 1,
  request: resendStaffCodeForm.schema,
  response: Empty,
});
