import { getAccount } from '../gateway/auth.ts';
import { ApiError } from './api-error.ts';
import { PERSIST_KEY } from './persist-root.ts';
import { type AccountKind, clearSessionItems, readSession } from './session-data.ts';

/**
 * What a public page learnt of the session stored in this browser: `none` stored, `alive` (the
 * server knows it, its tokens renewed if needed), `dead` (expired or refused: everything stored
 * was cleared), or `unknown` (the server could not be reached: nothing was cleared).
 */
export type PublicSessionCheck =
  | { state: 'none' }
  | { state: 'alive'; kind: AccountKind }
  | { state: 'dead' }
  | { state: 'unknown'; kind: AccountKind };

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused by the browser: nothing stored either
  }
}

function clearPersistedRoot(storage: Storage | null): boolean {
  try {
    if (!storage || storage.getItem(PERSIST_KEY) === null) return false;
    storage.removeItem(PERSIST_KEY);
    return true;
  } catch (error) {
    console.error('persisted state not removed', error);
    return false;
  }
}

/**
 * The public pages' session check (specification §4: at the route root, an invalid session
 * marks the user unauthenticated and purges storage). A session stored in this browser is
 * checked once with the server (the account's GET, renewing the access token as any call
 * does); a dead one, locally expired or refused by the server, leaves neither the session items
 * (`authData`, `sessionId`, `sessionExpiry`) nor the app's persisted state (`persist:root`)
 * behind. A server that cannot be reached proves nothing: then nothing is cleared.
 */
export async function checkPublicSession(): Promise<PublicSessionCheck> {
  const storage = localStorageOrNull();
  const session = readSession(); // removes the session items once expired
  if (!session) return clearPersistedRoot(storage) ? { state: 'dead' } : { state: 'none' };
  try {
    await getAccount(session.kind);
    return { state: 'alive', kind: session.kind };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearSessionItems();
      clearPersistedRoot(storage);
      return { state: 'dead' };
    }
    return { state: 'unknown', kind: session.kind };
  }
}
