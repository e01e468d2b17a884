import { useEffect, useState } from 'react';
import { type Commune, lookupPostalCode } from './lookup-postal-code.ts';

export type CommunesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; communes: Commune[] }
  | { status: 'unknown' }
  | { status: 'failed' };

const FIVE_DIGITS = /^\d{5}$/;

/**
 * The communes of `postalCode` (`GET /api/v1/postal-codes/:code`), looked up as soon as it has 5
 * digits; a newer code cancels the older lookup. Used by the contact form and the comparator.
 */
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
        if (result.kind === 'found') setState({ status: 'ready', communes: result.communes });
        else setState({ status: result.kind });
      })
      .catch(() => {
        // Aborted because the code changed or the form unmounted: the newer lookup wins.
      });
    return () => controller.abort();
  }, [apiUrl, postalCode]);

  return state;
}
