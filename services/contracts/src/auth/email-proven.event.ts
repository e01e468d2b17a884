import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { Uuid } from '../schemas.ts';

/** Why the customer is known to control the address. */
export const EMAIL_PROOFS = [
  /** The activation link of a sign-up was followed: the account was created by it. */
  'account-activated',
  /** The verification link was followed. */
  'email-verified',
  /** A password was chosen from an emailed reset or set-password link. */
  'password-reset',
  /** Signed in with the password of an account whose address was verified. */
  'signed-in',
] as const;

export const CustomerEmailProvenData = Type.Object(
  {
    customerId: Uuid,
    email: Type.String({ minLength: 3, maxLength: 254 }),
    proof: Type.Union(EMAIL_PROOFS.map((p) => Type.Literal(p))),
  },
  { additionalProperties: false },
);
export type CustomerEmailProvenData = Static<typeof CustomerEmailProvenData>;

/**
 * The owner of a customer account proved control of its address. The offer service attaches
 * to that account the subscriptions stored unattached for the address (made while signed out,
 * when an account already had the address): only the address's owner may see them.
 */
export const customerEmailProven = defineEvent({
  type: 'auth.customer-email.proven',
  version: 1,
  data: CustomerEmailProvenData,
});
