import { useEffect, useState } from 'react';
import { type Commune, lookupPostalCode } from '../../lib/lookup-postal-code.ts';

export type CommunesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; communes: Commune[] }
  | { status: 'unknown' }
  | { status: 'failed' };

const FIVE_DIGITS = /^\d{5}$/;

/** The communes of a 5-digit postal code (`GET /api/v1/postal-codes/:code`); a newer code wins. */
export function useCommunes(apiUrl: string, postalCode: string): CommunesState {
  const [state, setState] = useState<CommunesState>({ status: 'idle' });
  useEffect(() => {
    if (!FIVE_DIGITS.test(postalCode)) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    lookupPostalCode(apiUrl, postalCode, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(
          result.kind === 'found' ? { status: 'ready', communes: result.communes } : { status: result.kind },
        );
      })
      .catch(() => {
        // Aborted: the newer lookup wins.
      });
    return () => controller.abort();
  }, [apiUrl, postalCode]);
  return state;
}
