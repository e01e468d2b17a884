import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { EMAIL_MAX_LENGTH } from '../validators/email.ts';

export const EnsureCustomerRequest = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    /** National form `0612345678` preferred; stored as given when the account is created. */
    phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type EnsureCustomerRequest = Static<typeof EnsureCustomerRequest>;

export const EnsureCustomerResponse = Type.Object(
  {
    userId: Uuid,
    /** True when the account did not exist: the auth service then emails a link to set a password (valid 72 h). */
    created: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EnsureCustomerResponse = Static<typeof EnsureCustomerResponse>;

/**
 * Finds the customer account of an email (case-insensitive) or creates it without a
 * password. Used by the offer service when a visitor confirms an offer: the
 * customer area then shows the offer once the customer has set a password.
 * An existing account is never modified (its names and phone stay as they are).
 */
export const ensureCustomer = defineRpc({
  service: 'auth',
  type: 'auth.ensure-customer',
  version: 1,
  request: EnsureCustomerRequest,
  response: EnsureCustomerResponse,
});
