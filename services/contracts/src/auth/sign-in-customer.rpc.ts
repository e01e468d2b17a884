import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { EMAIL_MESSAGE, Email, PASSWORD_MESSAGE } from './account-fields.ts';
import { PasswordInput, SessionTokens, SessionUser } from './session.ts';

/** The sign-in form of the customer area (`POST /auth/v1/user/login`). */
export const signInCustomerForm = defineForm({
  schema: Type.Object({ email: Email, password: PasswordInput }, { additionalProperties: false }),
  messages: { email: EMAIL_MESSAGE, password: PASSWORD_MESSAGE },
});
export type SignInCustomerForm = Static<typeof signInCustomerForm.schema>;

export const SignedIn = Type.Object(
  { user: SessionUser, tokens: SessionTokens },
  { additionalProperties: false },
);
export type SignedIn = Static<typeof SignedIn>;

/** Email + password; the same UNAUTHENTICATED answer (and timing) for an unknown email. */
export const signInCustomer = defineRpc({
  service: 'auth',
  type: 'auth.sign-in-customer',
  version: 1,
  request: signInCustomerForm.schema,
  response: SignedIn,
});
