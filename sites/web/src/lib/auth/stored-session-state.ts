// Kept apart from the session check so that a public page ships only this much to a visitor
// who never signed in: the check itself (the API client, the app's state) loads on demand.

/** Everything a session leaves in localStorage: its items and the app's `persist:root`. */
export const STORED_SESSION_KEYS = ['authData', 'sessionId', 'sessionExpiry', 'persist:root'] as const;

/** Whether this browser holds anything of a session (a public page then checks it). */
export function hasStoredSessionState(): boolean {
  try {
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    return Boolean(storage && STORED_SESSION_KEYS.some((key) => storage.getItem(key) !== null));
  } catch {
    return false; // storage refused by the browser: nothing stored
  }
}
