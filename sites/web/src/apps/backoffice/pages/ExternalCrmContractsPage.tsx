import { ExternalRecordsScreen } from '../modules/external-crm/ExternalRecordsScreen.tsx';

/** /admin/external-crm-contracts: the partner CRM's contracts. */
export default function ExternalCrmContractsPage() {
  return (
    <ExternalRecordsScreen
      kind="contract"
      title="Contrats du CRM partenaire"
      lead="Reçus par le webhook signé du partenaire ou importés d’un fichier CSV."
    />
  );
}
