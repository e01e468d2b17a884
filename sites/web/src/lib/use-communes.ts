import { useEffect, useState } from 'react';
import { type Commune, lookupPostalCode } from './gateway/contact.ts';

export type CommunesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; communes: Commune[] }
  | { status: 'unknown' }
  | { status: 'failed' };

const FIVE_DIGITS = /^\d{5}$/;

/** Shown next to the postal code when its communes could not be loaded. */
export const COMMUNES_LOOKUP_FAILED = 'Impossible de charger les communes. Veuillez réessayer.';

/**
 * The communes of `postalCode` (`GET /api/v1/postal-codes/:code`), looked up as soon as it has 5
 * digits; a newer code cancels the older lookup. Used by the contact form and the comparator.
 */
export function useCommunes(postalCode: string): CommunesState;
/** @deprecated The gateway's URL is set once (`setApiUrl`): pass only the postal code. */
export function useCommunes(apiUrl: string, postalCode: string): CommunesState;
export function useCommunes(first: string, second?: string): CommunesState {
  const postalCode = second ?? first;
  const [state, setState] = useState<CommunesState>({ status: 'idle' });

  useEffect(() => {
    if (!FIVE_DIGITS.test(postalCode)) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    lookupPostalCode(postalCode, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'found') setState({ status: 'ready', communes: result.communes });
        else setState({ status: result.kind });
      })
      .catch(() => {
        // Aborted because the code changed or the form unmounted: the newer lookup wins.
      });
    return () => controller.abort();
  }, [postalCode]);

  return state;
}
