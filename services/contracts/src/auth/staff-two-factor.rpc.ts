import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { PasswordInput } from './session.ts';

/**
 * Starts TOTP set-up: a new secret (not active until confirmed) and fresh recovery codes.
 * With TOTP already on, replacing the secret (and voiding the recovery codes) needs the
 * password, as turning it off does: an access token alone is not enough (issue 12).
 */
export const enableStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.enable-staff-totp',
  version: 1,
  request: Type.Object(
    { staffId: Uuid, password: Type.Optional(PasswordInput) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      otpauthUri: Type.String(),
      qrCodeDataUrl: Type.String(),
      secret: Type.String(),
      recoveryCodes: Type.Array(Type.String()),
    },
    { additionalProperties: false },
  ),
});

/** Confirms TOTP set-up with a code of the app; from then on it replaces the emailed code. */
export const confirmStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.confirm-staff-totp',
  version: 1,
  request: Type.Object(
    { staffId: Uuid, code: Type.String({ minLength: 6, maxLength: 6 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ totpEnabled: Type.Literal(true) }, { additionalProperties: false }),
});

/** Turns TOTP off (password required); sign-in falls back to the emailed code. */
export const disableStaffTotp = defineRpc({
  service: 'auth',
  type: 'auth.disable-staff-totp',
  version: 1,
  request: Type.Object({ staffId: Uuid, password: PasswordInput }, { additionalProperties: false }),
  response: Type.Object({ totpEnabled: Type.Literal(false) }, { additionalProperties: false }),
});
