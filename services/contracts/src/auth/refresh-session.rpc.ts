import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { AccountKindInput, RefreshToken } from './account-fields.ts';
import { SessionTokens } from './session.ts';

/**
 * Rotates a refresh token: the presented one is spent, a new pair is returned. Presenting
 * a spent one again revokes the whole session (family) and answers UNAUTHENTICATED.
 */
export const refreshSession = defineRpc({
  service: 'auth',
  type: 'auth.refresh-session',
  version: 1,
  request: Type.Object(
    { refreshToken: RefreshToken, kind: AccountKindInput },
    { additionalProperties: false },
  ),
  response: SessionTokens,
});
