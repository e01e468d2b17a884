import { type ReactNode, useEffect, useState } from 'react';
import { restorePersistedRoot } from '../../lib/auth/persist-root.ts';
import { store } from '../../states/store.ts';
import { Spinner } from './Spinner.tsx';

/** Nothing renders until authCredential and user are restored (or 5000 ms passed). */
export function PersistGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void restorePersistedRoot(store, window.localStorage).then((unsubscribe) => {
      stop = unsubscribe;
      if (live) setReady(true);
      else unsubscribe();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return ready ? children : <Spinner />;
}
