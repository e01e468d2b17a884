import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { CURRENT_PASSWORD_MESSAGE, formRequest } from './account-fields.ts';
import { PasswordInput } from './session.ts';

/**
 * "Activer la double authentification" (`POST /api/v1/admin/enable-2fa`): no field the first
 * time (the gateway reads a bodiless POST as `{}`); the password to replace an active secret.
 */
export const enableStaffTotpForm = defineForm({
  schema: Type.Object({ password: Type.Optional(PasswordInput) }, { additionalProperties: false }),
  messages: { password: CURRENT_PASSWORD_MESSAGE },
});
export type EnableStaffTotpForm = Static<typeof enableStaffTotpForm.schema>;

export const TotpSetup = Type.Object(
  {
    otpauthUri: Type.String(),
    qrCodeDataUrl: Type.String(),
    secret: Type.String(),
    recoveryCodes: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type TotpSetup = Static<typeof TotpSetup>;

/**
 * Starts TOTP set-up: a new secret (not active until confirmed) and fresh recovery codes.
 * With TOTP already on, replacing the secret (and voiding the recovery codes) needs the
 * password, as turning it off does: an access token alone is not enough.
 */
export const enableStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.enable-staff-totp',
  version: 1,
  request: formRequest(
    Type.Object({ ...enableStaffTotpForm.schema.properties, staffId: Uuid }, { additionalProperties: false }),
    enableStaffTotpForm,
  ),
  response: TotpSetup,
});
