import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { Empty } from './session.ts';

/** Sign-out: revokes the session of the access token (and so every refresh token of it). */
export const revokeSession = defineRpc({
  service: 'auth',
  type: 'auth.revoke-session',
  version: 1,
  request: Type.Object({ sessionId: Uuid, accountId: Uuid }, { additionalProperties: false }),
  response: Empty,
});
