import type {
  ExternalRecordKind,
  ExternalRecordRow,
} from '@courtage/contracts/crm/external-crm/external-record';
import { useAtomValue } from 'jotai/react';
import { useCallback, useState } from 'react';
import { userState } from '../../../../states/user/userState.ts';
import {
  DataList,
  type DataListColumn,
  type DataListFilter,
  type RowAction,
} from '../../components/data-list/index.ts';
import { formatParisDateTime } from '../contact-us/contact-message-status.tsx';
import { EXTERNAL_RECORD_LIST_ENDPOINTS } from './external-record-lists.ts';
import { ImportCsvDialog } from './ImportCsvDialog.tsx';
import { LinkCompanyDialog } from './LinkCompanyDialog.tsx';

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const COLUMNS: DataListColumn<ExternalRecordRow>[] = [
  { id: 'externalId', header: 'Identifiant externe' },
  { id: 'customerName', header: 'Client', sortable: true },
  { id: 'customerEmail', header: 'E-mail' },
  { id: 'insurer', header: 'Assureur', sortable: true },
  { id: 'product', header: 'Produit' },
  {
    id: 'monthlyPremium',
    header: 'Prime mensuelle',
    sortable: true,
    numeric: true,
    cell: (row) => EURO.format(row.monthlyPremium),
  },
  { id: 'status', header: 'Statut' },
  { id: 'customer', header: 'Entreprise liée', cell: (row) => row.customer?.name ?? 'Non liée' },
  {
    id: 'updatedAt',
    header: 'Mis à jour le',
    sortable: true,
    cell: (row) => formatParisDateTime(row.updatedAt),
  },
];

const FILTERS: DataListFilter[] = [
  { kind: 'period', label: 'Mise à jour' },
  {
    kind: 'select',
    name: 'linked',
    label: 'Lien client',
    allLabel: 'Tous',
    options: [
      { value: 'yes', label: 'Liés à une entreprise' },
      { value: 'no', label: 'Non liés' },
    ],
  },
];

type Props = { kind: ExternalRecordKind; title: string; lead: string };

/** One of the partner CRM's lists (offers or contracts), with the link and, for Admins, the import. */
export function ExternalRecordsScreen({ kind, title, lead }: Props) {
  const isAdmin = useAtomValue(userState).role === 'admin';
  const [linking, setLinking] = useState<ExternalRecordRow | null>(null);
  const [importing, setImporting] = useState(false);
  const rowActions = useCallback(
    (row: ExternalRecordRow): RowAction[] => [
      {
        id: 'link',
        label: row.customer ? 'Changer le client lié' : 'Lier à un client',
        onAction: () => setLinking(row),
      },
    ],
    [],
  );
  return (
    <section className="bo-page" aria-labelledby={`external-${kind}-title`}>
      <header className="bo-page__header">
        <div>
          <h1 id={`external-${kind}-title`} className="bo-page__title">
            {title}
          </h1>
          <p className="bo-page__lead">{lead}</p>
        </div>
        {isAdmin ? (
          <button type="button" className="bo-button bo-button--primary" onClick={() => setImporting(true)}>
            Importer un fichier CSV
          </button>
        ) : null}
      </header>
      <DataList<ExternalRecordRow>
        label={title}
        endpoint={EXTERNAL_RECORD_LIST_ENDPOINTS[kind]}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        defaultSort={{ field: 'updatedAt', direction: 'desc' }}
        searchLabel="Rechercher (identifiant, client, e-mail, assureur, produit)"
        filters={FILTERS}
        rowActions={rowActions}
        rowLabel={(row) => `${row.externalId}, ${row.customerName}`}
      />
      <LinkCompanyDialog key={linking?.id ?? 'none'} record={linking} onClose={() => setLinking(null)} />
      {importing ? <ImportCsvDialog kind={kind} isOpen onClose={() => setImporting(false)} /> : null}
    </section>
  );
}
