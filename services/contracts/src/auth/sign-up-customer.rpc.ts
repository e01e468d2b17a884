import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import {
  EMAIL_MESSAGE,
  Email,
  emailRule,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  Name,
  NEW_PASSWORD_MESSAGE,
  NewPassword,
  newPasswordRule,
  PHONE_MESSAGE,
  Phone,
  phoneRule,
} from './account-fields.ts';

type SignUpFields = { email: string; password: string; phoneNumber?: string };

/** The sign-up form of the customer area (`POST /auth/v1/user/signup`), in form order. */
export const signUpCustomerForm = defineForm({
  schema: Type.Object(
    {
      firstName: Name,
      lastName: Name,
      email: Email,
      phoneNumber: Type.Optional(Phone),
      password: NewPassword,
    },
    { additionalProperties: false },
  ),
  messages: {
    firstName: FIRST_NAME_MESSAGE,
    lastName: LAST_NAME_MESSAGE,
    email: EMAIL_MESSAGE,
    phoneNumber: PHONE_MESSAGE,
    password: NEW_PASSWORD_MESSAGE,
  },
  rules: [
    emailRule<SignUpFields>('email'),
    phoneRule<SignUpFields>('phoneNumber'),
    newPasswordRule<SignUpFields>('password'),
  ],
});
export type SignUpCustomerForm = Static<typeof signUpCustomerForm.schema>;

/**
 * The answer to every accepted sign-up, whether or not the address already has an account
 * (the form never tells). A new address gets an activation link; an address with an
 * account gets a notice instead (at most 3 sign-up emails per address per hour).
 */
export const SIGN_UP_MESSAGE =
  'Merci ! Un e-mail vient d’être envoyé à cette adresse : suivez son lien pour activer votre espace client, puis connectez-vous.';

/** What the gateway answers (202) to an accepted sign-up. */
export type SignUpReply = { message: string };

/**
 * Asks for an account: the same empty answer whatever the address (SIGN_UP_MESSAGE). The
 * account is created, its address verified, when the emailed activation link is followed
 * (`verifyCustomerEmail`). The request is the form itself.
 */
export const signUpCustomer = defineRpc({
  service: 'auth',
  type: 'auth.sign-up-customer',
  version: 1,
  request: signUpCustomerForm.schema,
  response: Type.Object({}, { additionalProperties: false }),
});
