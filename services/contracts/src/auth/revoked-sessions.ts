import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';

/**
 * The revocation list shared by auth (writer) and the gateway (reader), in Redis: one key
 * per revoked session id. Auth writes it on every revocation (sign-out, refresh-token
 * reuse, password change or reset, staff disabled, role changed, deleted) and the gateway
 * refuses an access token whose `sid` has a key, on every authenticated request.
 *
 * A key lives as long as the longest access token of that session can: 15 minutes plus
 * the verifier's 5 s of clock leeway, plus a margin. After that every such token is
 * expired anyway and the database (sessions.revoked_at) stops new ones from being issued.
 */
export const REVOKED_SESSION_TTL_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

export function revokedSessionKey(sessionId: string): string {
  return `auth:revoked-session:${sessionId}`;
}
