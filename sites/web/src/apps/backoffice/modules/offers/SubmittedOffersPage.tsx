import { OfferListScreen } from './OfferListScreen.tsx';
import { SubscriptionComplianceCard } from './SubscriptionComplianceCard.tsx';

/** /admin/submitted-offers: the offers with a subscription. */
export default function SubmittedOffersPage() {
  return (
    <OfferListScreen
      kind="submitted"
      title="Offres souscrites"
      lead="Les offres pour lesquelles le visiteur a rempli la souscription."
      states={['subscribed', 'in_review', 'signed', 'cancelled']}
      summary={<SubscriptionComplianceCard />}
    />
  );
}
