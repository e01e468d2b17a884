import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { EmailInput, Empty, PasswordInput } from './session.ts';

const Kind = Type.Union([Type.Literal('customer'), Type.Literal('staff')]);

/** Emails a reset link when the account exists; the answer is the same either way. */
/** The answer to a successful password change (customer or staff). */
export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié.';

export const requestPasswordReset = defineRpc({
  service: 'auth',
  type: 'auth.request-password-reset',
  version: 1,
  request: Type.Object({ kind: Kind, email: EmailInput }, { additionalProperties: false }),
  response: Empty,
});

/** Sets a new password from an emailed token (single use); revokes every session of the account. */
export const resetPassword = defineRpc({
  service: 'auth',
  type: 'auth.reset-password',
  version: 1,
  request: Type.Object(
    { kind: Kind, token: Type.String({ minLength: 10, maxLength: 200 }), password: PasswordInput },
    { additionalProperties: false },
  ),
  response: Empty,
});

/** Signed in: old + new password; every other session of the account is revoked. */
export const changePassword = defineRpc({
  service: 'auth',
  type: 'auth.change-password',
  version: 1,
  request: Type.Object(
    {
      kind: Kind,
      accountId: Uuid,
      sessionId: Uuid,
      currentPassword: PasswordInput,
      newPassword: PasswordInput,
    },
    { additionalProperties: false },
  ),
  response: Empty,
});
