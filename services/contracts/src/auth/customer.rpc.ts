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

/** Creates an account and signs it in; emails a verification link (`auth.email.requested`). */
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
  response: SignedIn,
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

/** Consumes an email-verification link token (single use, 72 h). */
export const verifyCustomerEmail = defineRpc({
  service: 'auth',
  type: 'auth.verify-customer-email',
  version: 1,
  request: Type.Object(
    { token: Type.String({ minLength: 10, maxLength: 200 }) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { email: Type.String(), isEmailVerified: Type.Literal(true) },
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
