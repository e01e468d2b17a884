import { countMyUnreadNotificationsEndpoint } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { getWsUrl } from '../auth/api-url.ts';
import { readSession } from '../auth/session-data.ts';
import { call } from './endpoint-client.ts';

// The live socket of the staff member's notifications (not an endpoint of the contracts: the
// socket authenticates in its first message). The notifications' endpoints go through
// endpoint-client.ts.

/** The live socket's URL: PUBLIC_WS_URL, else `/ws` on the gateway (ws: or wss: like the API). */
export function liveSocketUrl(): string {
  return getWsUrl();
}

/**
 * The access token the socket sends in its first message (never in the URL). Renewed first
 * through an authenticated call when it is close to expiry or expired, as apiRequest does on 401.
 */
export async function liveSocketToken(): Promise<string | undefined> {
  await call(countMyUnreadNotificationsEndpoint, {});
  return readSession()?.accessToken;
}
