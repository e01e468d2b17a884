import { getStaffOfferEndpoint } from '@courtage/contracts/offer/get-staff-offer.rpc';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { formatDateTimeFr, formatEuro } from '../../format/format-fr.ts';
import { CallbackCard } from './CallbackCard.tsx';
import { AddNoteCard, AssignCard, MoveStateCard } from './OfferActions.tsx';
import { AuditCard, NotesCard, StateHistoryCard } from './OfferActivity.tsx';
import { CoverCard, FormulaCard, HouseholdCard, SlotCard } from './OfferFacts.tsx';
import { OfferStateBadge } from './OfferStateBadge.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';

/** /admin/offer-details/:offerId: everything about one offer and what a broker does with it. */
export default function OfferDetailsPage() {
  const { offerId = '' } = useParams();
  const me = useAtomValue(userState);
  const offer = useQuery({
    ...queryOptions(getStaffOfferEndpoint, { offerId }),
    staleTime: 0,
  });
  if (offer.isPending) return <Spinner />;
  if (offer.isError) {
    return (
      <section className="bo-page" aria-labelledby="offer-title">
        <p>
          <Link to="/admin/offers">← Offres reçues</Link>
        </p>
        <h1 id="offer-title" className="bo-page__title">
          Offre
        </h1>
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(offer.error)}</p>
          <button type="button" className="bo-button bo-button--primary" onClick={() => void offer.refetch()}>
            Réessayer
          </button>
        </div>
      </section>
    );
  }
  const detail = offer.data;
  const { contact } = detail;
  return (
    <article className="bo-page" aria-labelledby="offer-title" aria-busy={offer.isFetching}>
      <p>
        <Link to="/admin/offers">← Offres reçues</Link>
      </p>
      <header className="bo-page__header">
        <div>
          <h1 id="offer-title" className="bo-page__title">
            {`${contact.firstName} ${contact.lastName}`}
          </h1>
          <p className="bo-page__lead">
            {`${detail.offer.provider.name} · ${detail.offer.formula.name} · ${formatEuro(detail.offer.monthlyPrice)} par mois · comparé le ${formatDateTimeFr(detail.offer.createdAt)}`}
          </p>
        </div>
        <p data-testid="offer-state">
          <OfferStateBadge state={detail.offer.state} />
        </p>
      </header>
      <div className="bo-record">
        <div>
          <HouseholdCard detail={detail} />
          <CoverCard detail={detail} />
          <FormulaCard detail={detail} />
          <SlotCard detail={detail} />
          <SubscriptionCard
            offerId={offerId}
            subscription={detail.subscription}
            isAdmin={me.role === 'admin'}
          />
        </div>
        <div>
          <AssignCard offerId={offerId} detail={detail} myId={me.id} />
          <CallbackCard offerId={offerId} detail={detail} />
          <MoveStateCard offerId={offerId} detail={detail} />
          <AddNoteCard offerId={offerId} />
          <StateHistoryCard detail={detail} />
          <NotesCard detail={detail} />
          <AuditCard detail={detail} />
        </div>
      </div>
    </article>
  );
}
