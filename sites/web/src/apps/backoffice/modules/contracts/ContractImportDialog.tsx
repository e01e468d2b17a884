import { getContractImportJobEndpoint } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { previewContractImport, startContractImport } from '../../../../lib/gateway/contracts.ts';
import { CsvImportDialog } from '../imports/CsvImportDialog.tsx';
import { CONTRACT_QUERY_KEYS } from './contract-keys.ts';

const FIELD_LABELS: Record<string, string> = {
  holderSiren: 'SIREN',
  holderEmail: 'E-mail',
  insurer: 'Assureur',
  product: 'Produit',
  policyNumber: 'Numéro de police',
  startDate: 'Date d’effet',
  renewalDate: 'Date de renouvellement',
  monthlyPremium: 'Prime mensuelle',
  commissionRate: 'Taux de commission',
  status: 'Statut',
};

/**
 * CSV import of contracts (/admin/portefeuille-contrats): the holder by the SIREN of a company
 * or the e-mail of a contact already recorded; preview, then all or nothing with its progress.
 */
export function ContractImportDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <CsvImportDialog
      {...props}
      title="Importer des contrats (CSV)"
      columnsHelp="SIREN (entreprise titulaire) ou e-mail (contact titulaire), assureur, produit, numéro de police, date d’effet, date de renouvellement (JJ/MM/AAAA), prime mensuelle, taux de commission, statut (en attente, actif, suspendu, résilié)"
      fieldLabels={FIELD_LABELS}
      noun="contrats"
      preview={previewContractImport}
      start={startContractImport}
      jobEndpoint={getContractImportJobEndpoint}
      listKeys={CONTRACT_QUERY_KEYS}
    />
  );
}
