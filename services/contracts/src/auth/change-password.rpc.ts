import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import {
  AccountKindInput,
  CURRENT_PASSWORD_MESSAGE,
  formRequest,
  NEW_PASSWORD_MESSAGE,
  NewPassword,
  newPasswordRule,
} from './account-fields.ts';
import { Empty, PasswordInput } from './session.ts';

/** The change-password form of a signed-in account (customers and staff): old + new password. */
export const changePasswordForm = defineForm({
  schema: Type.Object(
    { currentPassword: PasswordInput, newPassword: NewPassword },
    { additionalProperties: false },
  ),
  messages: { currentPassword: CURRENT_PASSWORD_MESSAGE, newPassword: NEW_PASSWORD_MESSAGE },
  rules: [newPasswordRule<{ newPassword: string }>('newPassword')],
});
export type ChangePasswordForm = Static<typeof changePasswordForm.schema>;

/** The answer to a successful password change (customer or staff). */
export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié.';

/** Signed in: old + new password; every other session of the account is revoked. */
export const changePassword = defineRpc({
  service: 'auth',
  type: 'auth.change-password',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...changePasswordForm.schema.properties, kind: AccountKindInput, accountId: Uuid, sessionId: Uuid },
      { additionalProperties: false },
    ),
    changePasswordForm,
  ),
  response: Empty,
});
