import { ExternalRecordsScreen } from '../modules/external-crm/ExternalRecordsScreen.tsx';

/** /admin/external-crm-offers: the partner CRM's offers. */
export default function ExternalCrmOffersPage() {
  return (
    <ExternalRecordsScreen
      kind="offer"
      title="Offres du CRM partenaire"
      lead="Reçues par le webhook signé du partenaire ou importées d’un fichier CSV."
    />
  );
}
