import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { AccountKindInput, EMAIL_MESSAGE, Email, emailRule, formRequest } from './account-fields.ts';
import { Empty } from './session.ts';

/** The forgotten-password form (customers and staff alike): the account's e-mail. */
export const forgotPasswordForm = defineForm({
  schema: Type.Object({ email: Email }, { additionalProperties: false }),
  messages: { email: EMAIL_MESSAGE },
  rules: [emailRule<{ email: string }>('email')],
});
export type ForgotPasswordForm = Static<typeof forgotPasswordForm.schema>;

/** Same answer whether the account exists or not: the form must not reveal who has an account. */
export const RESET_REQUESTED_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient d’être envoyé.';

/** Emails a reset link when the account exists; the answer is the same either way. */
export const requestPasswordReset = defineRpc({
  service: 'auth',
  type: 'auth.request-password-reset',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...forgotPasswordForm.schema.properties, kind: AccountKindInput },
      { additionalProperties: false },
    ),
    forgotPasswordForm,
  ),
  response: Empty,
});
