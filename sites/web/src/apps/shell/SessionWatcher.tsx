import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onSessionLost } from '../../lib/auth/api-client.ts';
import { checkSession } from '../../lib/auth/check-session.ts';
import { isSessionRemoval } from '../../lib/auth/is-session-removal.ts';
import { readSession } from '../../lib/auth/session-data.ts';
import {
  authCredentialActions,
  authCredentialState,
} from '../../states/authCredential/authCredentialState.ts';
import { store } from '../../states/store.ts';
import { SIGNED_OUT_USER, userState } from '../../states/user/userState.ts';
import { useSignOut } from './use-sign-out.ts';

/** Session re-check period (specification §9). */
export const SESSION_RECHECK_MS = 180_000;
/** Pages where the session is not re-checked: login, OTP and forgot-password. */
const UNCHECKED = [/^\/admin-login/, /^\/otp-veryfy/, /^\/forgot-password/, /^\/connexion/];

function isSignedIn(): boolean {
  return store.get(userState).auth || store.get(authCredentialState).auth;
}

/**
 * Session machinery of every app page (specification §4): re-check at start and every
 * 180000 ms outside the sign-in pages, sign-out when it is invalid, when the renewal is
 * refused, or when another tab removes the stored session.
 */
export function SessionWatcher() {
  const { pathname } = useLocation();
  // The router's navigate changes with the location: keep the latest sign-out in a ref so that
  // moving between screens neither re-checks the session nor restarts the 180000 ms timer.
  const currentSignOut = useSignOut();
  const latestSignOut = useRef(currentSignOut);
  latestSignOut.current = currentSignOut;
  const unchecked = UNCHECKED.some((pattern) => pattern.test(pathname));

  useEffect(() => {
    onSessionLost(() => {
      if (isSignedIn()) void latestSignOut.current({ revoke: false, expired: true });
    });
  }, []);

  useEffect(() => {
    if (unchecked) return;
    const recheck = async () => {
      if (!readSession()) {
        // No valid stored session: unauthenticated, stored data purged (no toast when nobody was signed in).
        if (isSignedIn()) await latestSignOut.current({ revoke: false, expired: true });
        else {
          store.set(authCredentialActions, { type: 'clear' });
          store.set(userState, SIGNED_OUT_USER);
        }
        return;
      }
      const result = await checkSession(store);
      if (!result.valid && result.reason !== 'error')
        await latestSignOut.current({ revoke: false, expired: true });
    };
    void recheck();
    const timer = setInterval(() => void recheck(), SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [unchecked]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (isSessionRemoval(event) && isSignedIn()) void latestSignOut.current({ revoke: false });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
