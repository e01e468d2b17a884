import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { AvatarBase64, AvatarImage, AvatarType } from './avatar.ts';
import { EmailInput, PasswordInput, SessionTokens, SessionUser } from './session.ts';

// Customer accounts. The gateway passes the customer id taken from the verified access
// token (never from the request), so every call is scoped to "me".

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Phone = Type.String({ maxLength: 30 });

export const SignedIn = Type.Object(
  { user: SessionUser, tokens: SessionTokens },
  { additionalProperties: false },
);

/**
 * The answer to every accepted sign-up, whether or not the address already has an account
 * (issue 12: the form never tells). A new address gets an activation link; an address with an
 * account gets a notice instead (at most 3 sign-up emails per address per hour).
 */
export const SIGN_UP_MESSAGE =
  'Merci ! Un e-mail vient d’être envoyé à cette adresse : suivez son lien pour activer votre espace client, puis connectez-vous.';

/**
 * Asks for an account: the same empty answer whatever the address (SIGN_UP_MESSAGE). The
 * account is created, its address verified, when the emailed activation link is followed
 * (`verifyCustomerEmail`).
 */
export const signUpCustomer = defineRpc({
  service: 'auth',
  type: 'auth.sign-up-customer',
  version: 1,
  request: Type.Object(
    {
      email: EmailInput,
      password: PasswordInput,
      firstName: Name,
      lastName: Name,
      phoneNumber: Type.Optional(Phone),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({}, { additionalProperties: false }),
});

/** Email + password; the same UNAUTHENTICATED answer (and timing) for an unknown email. */
export const signInCustomer = defineRpc({
  service: 'auth',
  type: 'auth.sign-in-customer',
  version: 1,
  request: Type.Object({ email: EmailInput, password: PasswordInput }, { additionalProperties: false }),
  response: SignedIn,
});

/** The session check: the customer of a live session (UNAUTHENTICATED once it is revoked). */
export const getCustomer = defineRpc({
  service: 'auth',
  type: 'auth.get-customer',
  version: 1,
  request: Type.Object({ customerId: Uuid, sessionId: Uuid }, { additionalProperties: false }),
  response: SessionUser,
});

export const updateCustomer = defineRpc({
  service: 'auth',
  type: 'auth.update-customer',
  version: 1,
  request: Type.Object(
    {
      customerId: Uuid,
      firstName: Type.Optional(Name),
      lastName: Type.Optional(Name),
      phoneNumber: Type.Optional(Type.Union([Phone, Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: SessionUser,
});

/** Stores the customer's profile picture; the answer's `image` is its public path. */
export const setCustomerAvatar = defineRpc({
  service: 'auth',
  type: 'auth.set-customer-avatar',
  version: 1,
  request: Type.Object(
    { customerId: Uuid, contentType: AvatarType, base64: AvatarBase64 },
    { additionalProperties: false },
  ),
  response: SessionUser,
});

export const getCustomerAvatar = defineRpc({
  service: 'auth',
  type: 'auth.get-customer-avatar',
  version: 1,
  request: Type.Object({ customerId: Uuid }, { additionalProperties: false }),
  response: AvatarImage,
});

/**
 * Consumes an emailed link token (single use, 72 h): a verification link, or the activation
 * link of a sign-up, which creates the account (`activated`, the customer then signs in).
 */
export const verifyCustomerEmail = defineRpc({
  service: 'auth',
  type: 'auth.verify-customer-email',
  version: 1,
  request: Type.Object(
    { token: Type.String({ minLength: 10, maxLength: 200 }) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { email: Type.String(), isEmailVerified: Type.Literal(true), activated: Type.Boolean() },
    { additionalProperties: false },
  ),
});

/** Emails a new verification link to a signed-in customer whose address is not verified yet. */
export const resendCustomerVerification = defineRpc({
  service: 'auth',
  type: 'auth.resend-customer-verification',
  version: 1,
  request: Type.Object({ customerId: Uuid }, { additionalProperties: false }),
  response: Type.Object({ isEmailVerified: Type.Boolean() }, { additionalProperties: false }),
});
