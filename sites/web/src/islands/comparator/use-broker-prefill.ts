import { useSetAtom, useStore } from 'jotai/react';
import { useEffect } from 'react';
import { type Credentials, credentialsState } from '../../states/userData/credentialsState.ts';
import { brokerParams, clearBrokerTarget } from './broker-quote.ts';

/**
 * The comparator opened from the CRM ('Trouver une offre'): the empty personal details are
 * filled with the company's or contact's (a broker's own edits are kept). Without the CRM's
 * parameters in the address, a previous target of this tab is forgotten.
 */
export function useBrokerPrefill(): void {
  const store = useStore();
  const dispatch = useSetAtom(credentialsState);
  useEffect(() => {
    if (!brokerParams(window.location.search)) {
      clearBrokerTarget();
      return;
    }
    let live = true;
    import('./load-broker-target.ts')
      .then(({ loadBrokerTarget }) => loadBrokerTarget(window.location.search))
      .then((loaded) => {
        if (!live || !loaded) return;
        const current = store.get(credentialsState);
        for (const [field, value] of Object.entries(loaded.credentials) as [keyof Credentials, string][])
          if (value && current[field] === '') dispatch({ type: 'field', field, value });
      })
      .catch(() => {
        // The CRM record could not be read: the comparator works as for anyone.
      });
    return () => {
      live = false;
    };
  }, [store, dispatch]);
}
