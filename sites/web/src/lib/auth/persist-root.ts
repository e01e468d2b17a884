import type { Store } from 'jotai/vanilla';
import { type AuthCredential, authCredentialState } from '../../states/authCredential/authCredentialState.ts';
import { type SessionUserState, userState } from '../../states/user/userState.ts';
import { PERSIST_KEY } from './persist-key.ts';

export { PERSIST_KEY };
/** Restore gives up after this long and the app renders anyway (specification §9). */
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;

type Persisted = { authCredential?: AuthCredential; user?: SessionUserState };

function readPersisted(storage: Storage): Persisted {
  try {
    const raw = storage.getItem(PERSIST_KEY);
    return raw ? (JSON.parse(raw) as Persisted) : {};
  } catch (error) {
    console.error('persisted state unreadable', error);
    return {};
  }
}

/**
 * Restores authCredential and user from `persist:root`, then keeps writing them back on every
 * change. Resolves once restored, or after `timeoutMs` whatever happens (the app then renders
 * with defaults). Returns the unsubscribe function.
 */
export async function restorePersistedRoot(
  store: Store,
  storage: Storage,
  timeoutMs = PERSIST_RESTORE_TIMEOUT_MS,
  read: (storage: Storage) => Persisted | Promise<Persisted> = readPersisted,
): Promise<() => void> {
  const restore = (async () => {
    const persisted = await read(storage);
    if (persisted.authCredential && typeof persisted.authCredential === 'object') {
      store.set(authCredentialState, persisted.authCredential);
    }
    if (persisted.user && typeof persisted.user === 'object') store.set(userState, persisted.user);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([restore, timeout]);
  clearTimeout(timer);
  const write = () => {
    try {
      const value: Persisted = { authCredential: store.get(authCredentialState), user: store.get(userState) };
      storage.setItem(PERSIST_KEY, JSON.stringify(value));
    } catch (error) {
      console.error('persisted state not written', error);
    }
  };
  const stopCredential = store.sub(authCredentialState, write);
  const stopUser = store.sub(userState, write);
  return () => {
    stopCredential();
    stopUser();
  };
}
