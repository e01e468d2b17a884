import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { SessionUser } from './session.ts';

// Customer accounts. The gateway passes the customer id taken from the verified access
// token (never from the request), so every call is scoped to "me".

/** The session check: the customer of a live session (UNAUTHENTICATED once it is revoked). */
export const getCustomer = defineRpc({
  service: 'auth',
  type: 'auth.get-customer',
  version: 1,
  request: Type.Object({ customerId: Uuid, sessionId: Uuid }, { additionalProperties: false }),
  response: SessionUser,
});
