import type { DashboardReply } from '@courtage/contracts/crm/dashboard.rpc';
import { Link } from 'react-router';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatEuro, formatRatio, formatTimeFr } from '../../format/format-fr.ts';
import { OfferStateBadge } from '../offers/OfferStateBadge.tsx';

const COUNT = new Intl.NumberFormat('fr-FR');

/** The period's figures, then what is waiting now (messages, questions, quotes, tasks). */
export function DashboardTotals({ totals }: { totals: DashboardReply['totals'] }) {
  const figures: { label: string; value: string }[] = [
    { label: 'Comparaisons', value: COUNT.format(totals.comparisons) },
    { label: 'Rappels confirmés', value: COUNT.format(totals.confirmedCallbacks) },
    { label: 'Comparaison → rappel', value: formatRatio(totals.conversion.comparisonToCallback) },
    { label: 'Souscriptions', value: COUNT.format(totals.subscriptions) },
    { label: 'Rappel → souscription', value: formatRatio(totals.conversion.callbackToSubscription) },
    { label: 'Contrats signés', value: COUNT.format(totals.signed) },
    { label: 'Souscription → signature', value: formatRatio(totals.conversion.subscriptionToSigned) },
    { label: 'Prime mensuelle souscrite', value: formatEuro(totals.monthlyPremiumSigned) },
  ];
  const waiting: { label: string; value: number; to?: string }[] = [
    { label: 'Messages de contact à traiter', value: totals.openContactMessages, to: '/admin/contact-us' },
    {
      label: 'Demandes des utilisateurs sans réponse',
      value: totals.openUserQueries,
      to: '/admin/users/queries',
    },
    { label: 'Demandes de devis à traiter', value: totals.quoteRequestsToHandle, to: '/admin/devis' },
    { label: 'Tâches à faire aujourd’hui', value: totals.tasksDue, to: '/admin/task' },
  ];
  return (
    <>
      <section aria-labelledby="dashboard-period-figures">
        <h2 id="dashboard-period-figures" className="bo-section-title">
          Sur la période
        </h2>
        <ul className="bo-stats">
          {figures.map((figure) => (
            <li key={figure.label} className="bo-stat">
              <p className="bo-stat__label">{figure.label}</p>
              <p className="bo-stat__value">{figure.value}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting" className="bo-section-title">
          En attente aujourd’hui
        </h2>
        <ul className="bo-stats">
          {waiting.map((figure) => (
            <li key={figure.label} className="bo-stat">
              <p className="bo-stat__label">{figure.label}</p>
              <p className="bo-stat__value">{COUNT.format(figure.value)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Today's booked call-backs, by time slot, whoever has them. */
export function TodayCallbacks({ callbacks }: { callbacks: DashboardReply['todayCallbacks'] }) {
  return (
    <section className="bo-card" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">Rappels du jour</h2>
      {callbacks.length === 0 ? (
        <p className="app-empty">Aucun rappel prévu aujourd’hui.</p>
      ) : (
        <TableScroll label="Rappels du jour">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Heure</th>
                <th scope="col">Visiteur</th>
                <th scope="col">Téléphone</th>
                <th scope="col">Assureur</th>
                <th scope="col">État</th>
                <th scope="col">Attribuée à</th>
              </tr>
            </thead>
            <tbody>
              {callbacks.map((callback) => (
                <tr key={callback.offerId}>
                  <td>{formatTimeFr(callback.timeSlot)}</td>
                  <td>
                    <Link to={`/admin/offer-details/${callback.offerId}`}>
                      {`${callback.firstName} ${callback.lastName}`}
                    </Link>
                  </td>
                  <td>
                    <a href={`tel:${callback.phoneNumber}`}>{callback.phoneNumber}</a>
                  </td>
                  <td>{callback.provider}</td>
                  <td>
                    <OfferStateBadge state={callback.state} />
                  </td>
                  <td>{callback.assigneeName ?? 'Personne'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
