import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import {
  AccountKindInput,
  formRequest,
  LinkToken,
  NEW_PASSWORD_MESSAGE,
  NewPassword,
  newPasswordRule,
} from './account-fields.ts';
import { Empty } from './session.ts';

/** The new-password form of an emailed reset or set-password link (customers and staff). */
export const resetPasswordForm = defineForm({
  schema: Type.Object({ password: NewPassword }, { additionalProperties: false }),
  messages: { password: NEW_PASSWORD_MESSAGE },
  rules: [newPasswordRule<{ password: string }>('password')],
});
export type ResetPasswordForm = Static<typeof resetPasswordForm.schema>;

/** The answer to a password chosen from a link. */
export const PASSWORD_RESET_MESSAGE = 'Votre mot de passe a été modifié. Vous pouvez vous connecter.';

/** Sets a new password from an emailed token (single use); revokes every session of the account. */
export const resetPassword = defineRpc({
  service: 'auth',
  type: 'auth.reset-password',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...resetPasswordForm.schema.properties, kind: AccountKindInput, token: LinkToken },
      { additionalProperties: false },
    ),
    resetPasswordForm,
  ),
  response: Empty,
});
