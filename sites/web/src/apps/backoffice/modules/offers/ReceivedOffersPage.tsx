import { OfferListScreen, RECEIVED_STATES } from './OfferListScreen.tsx';

/** /admin/offers: every offer whose visitor booked a call-back. */
export default function ReceivedOffersPage() {
  return (
    <OfferListScreen
      kind="received"
      title="Offres reçues"
      lead="Les offres dont le visiteur a réservé un rappel, de la plus récente à la plus ancienne."
      states={RECEIVED_STATES}
    />
  );
}
