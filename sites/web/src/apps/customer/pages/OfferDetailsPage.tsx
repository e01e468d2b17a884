import { formatDateFr, formatSlotFr } from '@courtage/contracts/format/french-date';
import type { NamedMember } from '@courtage/contracts/offer/offer';
import {
  OFFER_STATE_LABELS,
  WARRANTY_CATEGORIES,
  WARRANTY_CATEGORY_LABELS,
} from '@courtage/contracts/offer/vocabulary';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ExamplesTable } from '../../../islands/comparator/ReimbursementExamples.tsx';
import { formatEuros } from '../../../islands/comparator/results-view.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { getMyOffer } from '../../../lib/gateway/my-offers.ts';
import { santeSuffix } from '../../../lib/sante-suffix.ts';
import { Spinner } from '../../shell/Spinner.tsx';
import { OfferDocuments } from './OfferDocuments.tsx';

const MEMBER_LABELS: Record<string, string> = { assure: 'Assuré(e)', conjoint: 'Conjoint(e)' };
const memberRole = (member: string) => MEMBER_LABELS[member] ?? member.replace(/^child(\d+)$/, 'Enfant $1');

/** 'Léa Santoni (Enfant 1)' once the household was named at subscription, 'Enfant 1' before. */
function memberLabel(member: string, insured: NamedMember[] | undefined): string {
  const person = insured?.find((named) => named.member === member);
  return person ? `${person.firstName} ${person.lastName} (${memberRole(member)})` : memberRole(member);
}

/** /offer-details/{offerId}: one of the customer's offers with its full guarantee table. */
export default function OfferDetailsPage() {
  const { offerId = '' } = useParams();
  const detail = useQuery({
    queryKey: ['customer', 'offers', offerId],
    queryFn: () => getMyOffer(offerId),
  });
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return (
      <section className="app-card">
        <h1>Détail de l’offre</h1>
        <p className="form-alert" role="alert">
          {errorMessage(detail.error)}
        </p>
        <Link to="/dashboard">Retour à mon offre</Link>
      </section>
    );
  const offer = detail.data;
  return (
    <section className="app-card" aria-labelledby="offer-title">
      <h1 id="offer-title">
        {offer.provider.name} — {offer.plan.name}
      </h1>
      <p>
        Formule {offer.formula.name} : <strong>{formatEuros(offer.monthlyPrice)} / mois</strong> (
        {formatEuros(offer.yearlyPrice)} / an). État : {OFFER_STATE_LABELS[offer.state]}.
        {offer.booking
          ? ` Rendez-vous le ${formatSlotFr(offer.booking.dateSlot, offer.booking.timeSlot)}.`
          : ''}
        {` Début de la couverture le ${formatDateFr(offer.startDate)}.`}
      </p>
      <p>
        {offer.hundredPercentSante ? '100 % Santé inclus. ' : ''}
        {offer.contratResponsable ? 'Contrat responsable.' : ''}
      </p>
      <ExamplesTable examples={offer.examples ?? []} />
      {WARRANTY_CATEGORIES.map((category) => {
        const lines = offer.guarantees.filter((g) => g.category === category);
        return (
          <table key={category} className="guarantee-table">
            <caption>
              {WARRANTY_CATEGORY_LABELS[category]} (délai de carence :{' '}
              {offer.waitingPeriods[category] === 0 ? 'aucun' : `${offer.waitingPeriods[category]} mois`})
            </caption>
            <thead>
              <tr>
                <th scope="col">Garantie</th>
                <th scope="col">Remboursement</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row">{line.label}</th>
                  <td>
                    {line.display}
                    {santeSuffix(line)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      <table className="guarantee-table">
        <caption>Détail du prix mensuel</caption>
        <tbody>
          {offer.priceLines.map((line) => (
            <tr key={line.member}>
              <th scope="row">
                {memberLabel(line.member, offer.insured)}, {line.age} ans
              </th>
              <td>{formatEuros(line.monthlyPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={offer.ipid.url}>{offer.ipid.title}</a>
      </p>
      {offer.state === 'subscribed' ? <OfferDocuments offerId={offer.id} /> : null}
      <p>
        <Link to="/dashboard">Retour à mon offre</Link>
      </p>
    </section>
  );
}
