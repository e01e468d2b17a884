import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { checkSession } from '../../lib/auth/check-session.ts';
import type { AccountKind } from '../../lib/auth/session-data.ts';
import { store } from '../../states/store.ts';
import { Spinner } from './Spinner.tsx';

type Props = { kind: AccountKind; children: ReactNode };

/**
 * Route guard: a spinner while the stored session is checked, then the children, or the way
 * out: the customer area goes to / (a page outside this app), the admin area to /admin-login.
 * A failed check (network included) counts as unauthenticated (specification §8).
 */
export function RequireSession({ kind, children }: Props) {
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking');

  useEffect(() => {
    let live = true;
    void checkSession(store, kind).then((result) => {
      if (live) setState(result.valid ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [kind]);

  useEffect(() => {
    if (state === 'invalid' && kind === 'customer') window.location.replace('/');
  }, [state, kind]);

  if (state === 'checking') return <Spinner label="Vérification de votre session…" />;
  if (state === 'invalid') {
    return kind === 'staff' ? <Navigate to="/admin-login" replace /> : <Spinner label="Redirection…" />;
  }
  return <>{children}</>;
}
