import { formatDateFr } from '@courtage/contracts/format/french-date';
import { OFFER_STATE_LABELS } from '@courtage/contracts/offer/vocabulary';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { Link, useSearchParams } from 'react-router';
import { formatEuros } from '../../../islands/comparator/results-view.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { getMyOffers } from '../../../lib/gateway/my-offers.ts';
import { userState } from '../../../states/user/userState.ts';
import { Spinner } from '../../shell/Spinner.tsx';

/** 'Mon offre' (/dashboard): the customer's offers with their state (`get-user-offers`). */
export default function OfferDashboardPage() {
  const user = useAtomValue(userState);
  const [params] = useSearchParams();
  const justVerified = params.get('emailVerified') === '1';
  const offers = useQuery({
    queryKey: ['customer', 'offers'],
    queryFn: () => getMyOffers(),
  });

  return (
    <section className="app-card" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Mon offre</h1>
      {justVerified ? (
        <p className="form-success" role="status">
          Votre adresse e-mail est confirmée. Merci !
        </p>
      ) : null}
      {!user.isEmailVerified && !justVerified ? (
        <p className="notice">
          Pensez à confirmer votre adresse e-mail : cliquez sur le lien que nous vous avons envoyé.
        </p>
      ) : null}
      {offers.isPending ? <Spinner /> : null}
      {offers.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(offers.error)}
        </p>
      ) : null}
      {offers.data && offers.data.offers.length === 0 ? (
        <>
          <p className="app-empty">Vous n’avez pas encore d’offre.</p>
          <p>
            <a className="button" href="/">
              Comparer les mutuelles
            </a>
          </p>
        </>
      ) : null}
      {offers.data && offers.data.offers.length > 0 ? (
        <ul className="customer-offers">
          {offers.data.offers.map((offer) => (
            <li key={offer.id} className="offer-card">
              <h2>
                {offer.provider.name} — {offer.plan.name}
              </h2>
              <p>
                Formule {offer.formula.name} : <strong>{formatEuros(offer.monthlyPrice)} / mois</strong> (
                {formatEuros(offer.yearlyPrice)} / an)
              </p>
              <p>
                État : <span className="badge">{OFFER_STATE_LABELS[offer.state]}</span> — début de la
                couverture le {formatDateFr(offer.startDate)}
              </p>
              <p>
                <Link to={`/offer-details/${offer.id}`}>Voir le détail de l’offre {offer.provider.name}</Link>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
