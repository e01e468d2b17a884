import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';

export const VerificationResent = Type.Object(
  { isEmailVerified: Type.Boolean() },
  { additionalProperties: false },
);
export type VerificationResent = Static<typeof VerificationResent>;

/** Emails a new verification link to a signed-in customer whose address is not verified yet. */
export const resendCustomerVerification = defineRpc({
  service: 'auth',
  type: 'auth.resend-customer-verification',
  version: 1,
  request: Type.Object({ customerId: Uuid }, { additionalProperties: false }),
  response: VerificationResent,
});
