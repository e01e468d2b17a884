import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { Empty, SessionTokens } from './session.ts';

const RefreshToken = Type.String({ minLength: 10, maxLength: 200 });

/**
 * Rotates a refresh token: the presented one is spent, a new pair is returned. Presenting
 * a spent one again revokes the whole session (family) and answers UNAUTHENTICATED.
 */
export const refreshSession = defineRpc({
  service: 'auth',
  type: 'auth.refresh-session',
  version: 1,
  request: Type.Object(
    { refreshToken: RefreshToken, kind: Type.Union([Type.Literal('customer'), Type.Literal('staff')]) },
    { additionalProperties: false },
  ),
  response: SessionTokens,
});

/** Sign-out: revokes the session of the access token (and so every refresh token of it). */
export const revokeSession = defineRpc({
  service: 'auth',
  type: 'auth.revoke-session',
  version: 1,
  request: Type.Object({ sessionId: Uuid, accountId: Uuid }, { additionalProperties: false }),
  response: Empty,
});

/** Sign-out with the refresh token (the access token may have expired): revokes its session. */
export const revokeSessionByRefreshToken = defineRpc({
  service: 'auth',
  type: 'auth.revoke-session-by-refresh-token',
  version: 1,
  request: Type.Object(
    { refreshToken: RefreshToken, kind: Type.Union([Type.Literal('customer'), Type.Literal('staff')]) },
    { additionalProperties: false },
  ),
  response: Empty,
});
