import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { checkSession } from '../../lib/auth/check-session.ts';
import type { AccountKind } from '../../lib/auth/session-data.ts';
import { SESSION_EXPIRED_PATH } from '../../lib/auth/session-expired.ts';
import { store } from '../../states/store.ts';
import { SIGNED_OUT_USER, userState } from '../../states/user/userState.ts';
import { Spinner } from './Spinner.tsx';

type Props = { kind: AccountKind; children: ReactNode };

/**
 * Route guard: a spinner while the stored session is checked, then the children, or the way
 * out: the admin area goes to /admin-login; the customer area goes to / for a visitor who was
 * never signed in, and to the sign-in page saying the session expired for a customer who was
 * (the user is still remembered, or the API refused the session). A failed check (network
 * included) counts as unauthenticated (specification §8).
 */
export function RequireSession({ kind, children }: Props) {
  const [state, setState] = useState<'checking' | 'valid' | 'invalid' | 'expired'>('checking');
  // Read at the first render: SessionWatcher's effect, which runs first, may already have cleared it.
  const [wasSignedIn] = useState(() => store.get(userState).auth);

  useEffect(() => {
    let live = true;
    void checkSession(store, kind).then((result) => {
      if (!live) return;
      if (result.valid) return setState('valid');
      const expired = kind === 'customer' && (wasSignedIn || result.reason === 'refused');
      // The header must not show the name of a session that is gone.
      if (expired) store.set(userState, SIGNED_OUT_USER);
      setState(expired ? 'expired' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [kind, wasSignedIn]);

  useEffect(() => {
    if (state === 'invalid' && kind === 'customer') window.location.replace('/');
  }, [state, kind]);

  if (state === 'checking') return <Spinner label="Vérification de votre session…" />;
  if (state === 'expired') return <Navigate to={SESSION_EXPIRED_PATH} replace />;
  if (state === 'invalid') {
    return kind === 'staff' ? <Navigate to="/admin-login" replace /> : <Spinner label="Redirection…" />;
  }
  return <>{children}</>;
}
