import { OfferListScreen, RECEIVED_STATES } from './OfferListScreen.tsx';

/** /admin/mes-offres: the wallet, the offers assigned to the signed-in broker. */
export default function WalletOffersPage() {
  return (
    <OfferListScreen
      kind="wallet"
      title="Mes offres"
      lead="Les offres qui vous sont attribuées."
      states={RECEIVED_STATES}
    />
  );
}
