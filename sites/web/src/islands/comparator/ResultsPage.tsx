import {
  COMPARISON_EMAIL_QUEUED,
  emailComparisonEndpoint,
} from '@courtage/contracts/offer/email-comparison.rpc';
import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useMemo, useState } from 'react';
import { callPublic } from '../../lib/gateway/public-call.ts';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { offersState } from '../../states/appState/offersState.ts';
import { selectedOfferState } from '../../states/confirmOffer/selectedOfferState.ts';
import { BrokerQuoteButton } from './BrokerQuoteButton.tsx';
import { readBrokerTarget } from './broker-quote.ts';
import { OfferCard } from './OfferCard.tsx';
import { providersOf, type SortKey, viewOffers } from './results-view.ts';
import { clearComparison } from './saved-comparison.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';

/** App page 2: the offers, sortable and filterable; choosing one opens the confirmation. */
export function ResultsPage() {
  const offers = useAtomValue(offersState);
  const setSelected = useSetAtom(selectedOfferState);
  const setAppPage = useSetAtom(activeAppPageState);
  const setFormPage = useSetAtom(activeFormPageState);
  const headingRef = useFocusOnChange<HTMLHeadingElement>('results', true);
  const [sort, setSort] = useState<SortKey>('fit');
  const [provider, setProvider] = useState('');
  const [meetsAllLevelsOnly, setMeetsAllLevelsOnly] = useState(false);
  const [incomeText, setIncomeText] = useState('');
  const income = /^\d{1,7}$/.test(incomeText.replace(/\s/g, ''))
    ? Number(incomeText.replace(/\s/g, ''))
    : undefined;
  const madelinShown = offers.some((offer) => offer.madelin);
  const [emailState, setEmailState] = useState<{
    status: 'idle' | 'sending' | 'sent' | 'failed';
    message: string;
  }>({
    status: 'idle',
    message: '',
  });
  const sendByEmail = async () => {
    setEmailState({ status: 'sending', message: 'Envoi de votre comparaison…' });
    const result = await callPublic(emailComparisonEndpoint, {
      offerIds: shown.slice(0, 20).map((offer) => offer.id),
    });
    setEmailState(
      result.ok
        ? { status: 'sent', message: COMPARISON_EMAIL_QUEUED }
        : { status: 'failed', message: result.message || 'L’envoi a échoué. Veuillez réessayer.' },
    );
  };
  const shown = useMemo(
    () => viewOffers(offers, sort, { provider, meetsAllLevelsOnly }),
    [offers, sort, provider, meetsAllLevelsOnly],
  );
  const providers = useMemo(() => providersOf(offers), [offers]);
  // A broker who opened the comparator from the CRM attaches an offer as a quote.
  const [brokerTarget] = useState(readBrokerTarget);

  const choose = (offer: OfferSummary) => {
    setSelected(offer);
    setAppPage(3);
  };
  const modify = () => {
    clearComparison();
    setFormPage(1);
    setAppPage(1);
  };

  return (
    <section className="comparator-results" aria-labelledby="comparator-results-title">
      <h2 id="comparator-results-title" tabIndex={-1} ref={headingRef}>
        Vos offres ({offers.length})
      </h2>
      {brokerTarget ? (
        <p className="results-broker">{`Comparaison pour ${brokerTarget.name} : joignez l’offre retenue à son dossier comme devis.`}</p>
      ) : null}
      <div className="results-toolbar">
        <div className="field">
          <label htmlFor="results-sort">Trier par</label>
          <select id="results-sort" value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
            <option value="fit">Adaptées à mes niveaux d’abord, puis les moins chères</option>
            <option value="price">Prix (le moins cher d’abord)</option>
            <option value="cover">Couverture (la meilleure d’abord)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="results-provider">Assureur</label>
          <select
            id="results-provider"
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">Tous les assureurs</option>
            {providers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-checkbox">
          <input
            id="results-meets"
            type="checkbox"
            checked={meetsAllLevelsOnly}
            onChange={(event) => setMeetsAllLevelsOnly(event.target.checked)}
          />
          <label htmlFor="results-meets">Uniquement les offres qui couvrent tous mes niveaux</label>
        </div>
      </div>
      {madelinShown ? (
        <div className="field results-income">
          <label htmlFor="results-income">
            Votre revenu professionnel annuel en euros (facultatif : pour estimer la déduction Madelin)
          </label>
          <input
            id="results-income"
            inputMode="numeric"
            autoComplete="off"
            value={incomeText}
            onChange={(event) => setIncomeText(event.target.value)}
          />
        </div>
      ) : null}
      <p role="status" className="results-count">
        {shown.length === 0
          ? offers.length === 0
            ? 'Aucune offre n’est disponible pour votre demande.'
            : 'Aucune offre ne correspond à vos filtres.'
          : `${shown.length} offre${shown.length > 1 ? 's' : ''} affichée${shown.length > 1 ? 's' : ''}`}
      </p>
      <div className="offer-list">
        {shown.map((offer) => (
          <div key={offer.id}>
            <OfferCard offer={offer} onChoose={choose} income={income} />
            {brokerTarget ? <BrokerQuoteButton target={brokerTarget} offer={offer} /> : null}
          </div>
        ))}
      </div>
      <div className="results-actions">
        {shown.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={emailState.status === 'sending'}
            onClick={() => void sendByEmail()}
          >
            Recevoir ma comparaison par e-mail
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={modify}>
          Modifier ma demande
        </button>
      </div>
      <p role="status" className={emailState.status === 'failed' ? 'form-alert' : 'results-email'}>
        {emailState.message}
      </p>
    </section>
  );
}
