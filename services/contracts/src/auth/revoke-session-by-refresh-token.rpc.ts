import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { AccountKindInput, RefreshToken } from './account-fields.ts';
import { Empty } from './session.ts';

/** Sign-out with the refresh token (the access token may have expired): revokes its session. */
export const revokeSessionByRefreshToken = defineRpc({
  service: 'auth',
  type: 'auth.revoke-session-by-refresh-token',
  version: 1,
  request: Type.Object(
    { refreshToken: RefreshToken, kind: AccountKindInput },
    { additionalProperties: false },
  ),
  response: Empty,
});
