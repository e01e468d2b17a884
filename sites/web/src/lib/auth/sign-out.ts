import type { Store } from 'jotai/vanilla';
import { authCredentialActions } from '../../states/authCredential/authCredentialState.ts';
import { SIGNED_OUT_USER, userState } from '../../states/user/userState.ts';
import { LOGOUT_PATH } from '../gateway/session-paths.ts';
import { getApiUrl } from './api-url.ts';
import { readSession } from './session-data.ts';

export const SIGNED_OUT_MESSAGE = 'You have been logged out successfully';
export const SIGN_OUT_REDIRECT_DELAY_MS = 100;
export const SIGN_OUT_DESTINATION = '/admin-login';

export type SignOutDeps = {
  store: Store;
  notify: (message: string) => void;
  /** Replaces the current history entry. */
  navigate: (path: string) => void;
  storages?: Storage[];
  /** Revoke the session server side (best effort); skipped when another tab signed out. */
  revoke?: boolean;
  /** Where to go afterwards: /admin-login unless told (an expired customer session: sign-in page). */
  destination?: string;
  /** The toast; `null`: none (the destination says why itself). */
  message?: string | null;
};

let signingOut = false;

/**
 * Sign-out (specification §4): revokes the session server side, clears the credentials and the
 * user, clears local and session storage, shows the toast, then after 100 ms replaces history
 * with /admin-login. A second call while one runs does nothing.
 */
export async function signOut(deps: SignOutDeps): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    const session = deps.revoke === false ? undefined : readSession();
    if (session) {
      await fetch(`${getApiUrl()}${LOGOUT_PATH[session.kind]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        signal: AbortSignal.timeout(3000),
      }).catch(() => undefined);
    }
    deps.store.set(authCredentialActions, { type: 'clear' });
    deps.store.set(userState, SIGNED_OUT_USER);
    for (const storage of deps.storages ?? [window.localStorage, window.sessionStorage]) {
      try {
        storage.clear();
      } catch (error) {
        console.error('storage clear failed', error);
      }
    }
    const message = deps.message === undefined ? SIGNED_OUT_MESSAGE : deps.message;
    if (message !== null) deps.notify(message);
    await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_REDIRECT_DELAY_MS));
    deps.navigate(deps.destination ?? SIGN_OUT_DESTINATION);
  } finally {
    signingOut = false;
  }
}
