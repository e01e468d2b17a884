import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { CURRENT_PASSWORD_MESSAGE, formRequest } from './account-fields.ts';
import { PasswordInput } from './session.ts';

/** Turning TOTP off on the profile page (`POST /api/v1/admin/disable-2fa`): the password. */
export const disableStaffTotpForm = defineForm({
  schema: Type.Object({ password: PasswordInput }, { additionalProperties: false }),
  messages: { password: CURRENT_PASSWORD_MESSAGE },
});
export type DisableStaffTotpForm = Static<typeof disableStaffTotpForm.schema>;

/** Turns TOTP off (password required); sign-in falls back to the emailed code. */
export const disableStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.disable-staff-totp',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...disableStaffTotpForm.schema.properties, staffId: Uuid },
      { additionalProperties: false },
    ),
    disableStaffTotpForm,
  ),
  response: Type.Object({ totpEnabled: Type.Literal(false) }, { additionalProperties: false }),
});
