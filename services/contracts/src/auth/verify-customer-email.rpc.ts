import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { LinkToken } from './account-fields.ts';

export const EmailVerified = Type.Object(
  { email: Type.String(), isEmailVerified: Type.Literal(true), activated: Type.Boolean() },
  { additionalProperties: false },
);
export type EmailVerified = Static<typeof EmailVerified>;

/**
 * Consumes an emailed link token (single use, 72 h): a verification link, or the activation
 * link of a sign-up, which creates the account (`activated`, the customer then signs in).
 */
export const verifyCustomerEmail = defineRpc({
  service: 'auth',
  type: 'auth.verify-customer-email',
  version: 1,
  request: Type.Object({ token: LinkToken }, { additionalProperties: false }),
  response: EmailVerified,
});
