import { firstOfNextMonth, parisDate } from '@courtage/contracts/offer/dates';
import { Provider, useAtomValue } from 'jotai/react';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import type { InsurerLogos } from '../../lib/cms/insurer-logos.ts';
import { getOffer } from '../../lib/gateway/offers.ts';
import { loadChunk } from '../../lib/monitoring/load-chunk.ts';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { offersState } from '../../states/appState/offersState.ts';
import { store } from '../../states/store.ts';
import { credentialsState } from '../../states/userData/credentialsState.ts';
import { ComparatorForm } from './ComparatorForm.tsx';
import { restoreDraft, startComparatorHistory } from './comparator-history.ts';
import { FORM_STEPS } from './comparison-request.ts';
import { setInsurerLogos } from './insurer-logos.ts';
import { ProgressIndicator } from './ProgressIndicator.tsx';
import './comparator.css';
import {
  clearComparison,
  linkedOfferIds,
  readComparison,
  saveComparison,
  toSummary,
} from './saved-comparison.ts';

// The offers and the confirmation are chunks of their own, out of the home page's first load:
// each is fetched one step ahead (the results while the visitor is on the last
// form step or while a saved comparison is fetched again, the confirmation with the results),
// so it is there before it is needed.
const loadResults = () => loadChunk(() => import('./ResultsPage.tsx'));
const loadConfirm = () => loadChunk(() => import('./ConfirmPage.tsx'));
const ResultsPage = lazy(() => loadResults().then((module) => ({ default: module.ResultsPage })));
const ConfirmPage = lazy(() => loadConfirm().then((module) => ({ default: module.ConfirmPage })));
const LAST_FORM_PAGE = FORM_STEPS.length;

function ComparatorPages() {
  const appPage = useAtomValue(activeAppPageState);
  const formPage = useAtomValue(activeFormPageState);
  useEffect(() => {
    if (appPage === 1 && formPage === LAST_FORM_PAGE) void loadResults().catch(() => {});
    if (appPage >= 2) void loadConfirm().catch(() => {});
  }, [appPage, formPage]);
  return (
    <>
      <ProgressIndicator current={appPage === 1 ? formPage : 4} />
      {appPage === 1 && <ComparatorForm />}
      <Suspense fallback={<p className="comparator-loading">Chargement…</p>}>
        {appPage === 2 && <ResultsPage />}
        {appPage === 3 && <ConfirmPage />}
      </Suspense>
    </>
  );
}

const LOST = 'Vos offres précédentes n’ont pas pu être retrouvées. Veuillez refaire votre demande.';

/**
 * After a reload, the offers of this tab's last comparison, or those of the comparison email's
 * link, fetched again by id (the answers themselves are not kept). Resolves to the message to show when they cannot be found.
 */
async function restoreComparison(): Promise<string | null> {
  // The comparison email's link first (another tab, another day), then this tab's last results.
  const linked = linkedOfferIds(window.location.search);
  const offerIds = linked ?? readComparison()?.offerIds;
  if (!offerIds || store.get(offersState).length > 0) return null;
  void loadResults().catch(() => {});
  const results = await Promise.all(offerIds.map((offerId) => getOffer(offerId)));
  const offers = results.flatMap((result) => (result.ok ? [toSummary(result.body)] : []));
  if (offers.length === 0) {
    clearComparison();
    return LOST;
  }
  if (linked) {
    // From now on the tab remembers them; the address loses the ids (a reload, a shared screen).
    saveComparison(offers);
    const url = new URL(window.location.href);
    url.searchParams.delete('offres');
    window.history.replaceState(window.history.state, '', url);
  }
  store.set(offersState, offers);
  store.set(activeAppPageState, 2);
  return null;
}

/** The comparator island of the home page: household, warranties, details, offers, confirmation. */
export default function Comparator({ apiUrl, logos = {} }: { apiUrl: string; logos?: InsurerLogos }) {
  setApiUrl(apiUrl);
  setInsurerLogos(logos);
  // The form needs the browser (the API takes JSON): nothing interactive before hydration.
  const [hydrated, setHydrated] = useState(false);
  const [restoreFailure, setRestoreFailure] = useState<string | null>(null);
  useEffect(() => {
    // This tab's answers first (a reload, Back from another page), then the default start date.
    restoreDraft(store);
    // Start date: the 1st of next month unless the visitor already chose one.
    if (store.get(credentialsState).insureDate === '')
      store.set(credentialsState, {
        type: 'field',
        field: 'insureDate',
        value: firstOfNextMonth(parisDate()),
      });
    let live = true;
    let stopHistory: (() => void) | undefined;
    restoreComparison().then((failure) => {
      if (!live) return;
      // The step this history entry names (a reload), then Back and Forward between steps.
      stopHistory = startComparatorHistory(store);
      // A transition: the first step renders in slices, never one long task.
      startTransition(() => {
        setRestoreFailure(failure);
        setHydrated(true);
      });
    });
    return () => {
      live = false;
      stopHistory?.();
    };
  }, []);
  return (
    <Provider store={store}>
      <div className="comparator" data-ready={hydrated ? 'true' : undefined}>
        {restoreFailure && (
          <p className="form-alert" role="alert">
            {restoreFailure}
          </p>
        )}
        {hydrated ? <ComparatorPages /> : <p className="comparator-loading">Chargement du comparateur…</p>}
      </div>
    </Provider>
  );
}
