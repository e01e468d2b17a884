import { getStoredItem, removeStoredItem, setStoredItem } from '../storage/stored-item.ts';

export type AccountKind = 'customer' | 'staff';

/** What `authData` holds: the bearer and refresh tokens of the session and whose they are. */
export type AuthData = {
  kind: AccountKind;
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
};

export type SessionTokens = {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  sessionId: string;
  sessionExpiresAt: string;
};

/** Stores a new session (sign-in) or its rotated tokens (refresh). */
export function saveSession(tokens: SessionTokens, kind: AccountKind): void {
  setStoredItem<AuthData>('authData', {
    kind,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: tokens.refreshToken,
  });
  setStoredItem('sessionId', tokens.sessionId);
  setStoredItem('sessionExpiry', Date.parse(tokens.sessionExpiresAt));
}

/**
 * The stored session, only while a sessionId is stored and unexpired (specification §4);
 * otherwise every session item is removed and nothing is returned.
 */
export function readSession(now = Date.now()): (AuthData & { sessionId: string }) | undefined {
  const sessionId = getStoredItem<string>('sessionId', { now });
  const expiry = getStoredItem<number>('sessionExpiry', { now });
  const authData = getStoredItem<AuthData>('authData', { now });
  if (sessionId && typeof expiry === 'number' && expiry > now && authData?.accessToken) {
    return { ...authData, sessionId };
  }
  clearSessionItems();
  return undefined;
}

/** Removes authData, sessionId and sessionExpiry (failures are logged, never thrown). */
export function clearSessionItems(): void {
  for (const key of ['authData', 'sessionId', 'sessionExpiry'] as const) {
    try {
      removeStoredItem(key);
    } catch {
      // Already logged by removeStoredItem.
    }
  }
}
