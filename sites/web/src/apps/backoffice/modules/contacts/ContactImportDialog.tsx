import { getContactImportJobEndpoint } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { previewContactImport, startContactImport } from '../../../../lib/gateway/contacts.ts';
import { endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { CsvImportDialog } from '../imports/CsvImportDialog.tsx';

const FIELD_LABELS: Record<string, string> = {
  civility: 'Civilité',
  name: 'Nom',
  forename: 'Prénom',
  function: 'Fonction',
  email: 'E-mail',
  phone: 'Téléphone',
  companySiren: 'SIREN',
};
const LIST_KEYS = [endpointKey(listContactsEndpoint)];

/** CSV import of contacts (/admin/contact): preview, then all or nothing with its progress. */
export function ContactImportDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <CsvImportDialog
      {...props}
      title="Importer des contacts (CSV)"
      columnsHelp="civilité, nom, prénom, fonction, e-mail, téléphone, SIREN (de l’entreprise)"
      fieldLabels={FIELD_LABELS}
      noun="contacts"
      preview={previewContactImport}
      start={startContactImport}
      jobEndpoint={getContactImportJobEndpoint}
      listKeys={LIST_KEYS}
    />
  );
}
