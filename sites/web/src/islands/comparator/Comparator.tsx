import { firstOfNextMonth, parisDate } from '@courtage/contracts/offer/dates';
import { Provider, useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { store } from '../../states/store.ts';
import { credentialsState } from '../../states/userData/credentialsState.ts';
import { ComparatorForm } from './ComparatorForm.tsx';
import { ConfirmPage } from './ConfirmPage.tsx';
import { ProgressIndicator } from './ProgressIndicator.tsx';
import './comparator.css';
import { ResultsPage } from './ResultsPage.tsx';

function ComparatorPages() {
  const appPage = useAtomValue(activeAppPageState);
  const formPage = useAtomValue(activeFormPageState);
  return (
    <>
      <ProgressIndicator current={appPage === 1 ? formPage : 4} />
      {appPage === 1 && <ComparatorForm />}
      {appPage === 2 && <ResultsPage />}
      {appPage === 3 && <ConfirmPage />}
    </>
  );
}

/** The comparator island of the home page: household, warranties, details, offers, confirmation. */
export default function Comparator({ apiUrl }: { apiUrl: string }) {
  setApiUrl(apiUrl);
  // The form needs the browser (the API takes JSON): nothing interactive before hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Start date: the 1st of next month unless the visitor already chose one.
    if (store.get(credentialsState).insureDate === '')
      store.set(credentialsState, {
        type: 'field',
        field: 'insureDate',
        value: firstOfNextMonth(parisDate()),
      });
    setHydrated(true);
  }, []);
  return (
    <Provider store={store}>
      <div className="comparator" data-ready={hydrated ? 'true' : undefined}>
        {hydrated ? <ComparatorPages /> : <p className="comparator-loading">Chargement du comparateur…</p>}
      </div>
    </Provider>
  );
}
