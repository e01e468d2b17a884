import type { Contract } from '@courtage/contracts/crm/contracts/contract';
import {
  CONTRACT_MESSAGES_EXTRA,
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
} from '@courtage/contracts/crm/contracts/contract-form';
import { searchSubscriberContractsEndpoint } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { downloadCsv, endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import {
  type BadgeTone,
  DataList,
  type DataListColumn,
  type DataListFilter,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateFr, formatEuro } from '../../format/format-fr.ts';
import { ContractFormDialog } from './ContractFormDialog.tsx';

const TONES: Record<ContractStatus, BadgeTone> = {
  en_attente: 'warning',
  actif: 'success',
  suspendu: 'neutral',
  resilie: 'danger',
};
const SOURCE_LABELS: Record<Contract['source'], string> = {
  staff: 'Saisi',
  comparator: 'Comparateur',
  import: 'Import',
};

const STATUS_FILTER: DataListFilter = {
  kind: 'select',
  name: 'status',
  label: 'Statut',
  allLabel: 'Tous les statuts',
  options: Object.entries(CONTRACT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
};
const RENEWAL_FILTER: DataListFilter = {
  kind: 'select',
  name: 'renewalWithinDays',
  label: 'Renouvellement',
  allLabel: 'Toutes les échéances',
  options: [
    { value: '30', label: 'Dans les 30 jours' },
    { value: '60', label: 'Dans les 60 jours' },
    { value: '90', label: 'Dans les 90 jours' },
  ],
};

type Props = {
  /** Only this company's contracts (its record page); the whole portfolio otherwise. */
  companyId?: string;
  /** Only this contact's (their record page). */
  contactId?: string;
  urlPrefix?: string;
};

/** Contracts: holder, insurer, product, policy, dates, premium and commission, status. */
export function ContractsList({ companyId, contactId, urlPrefix }: Props) {
  const [editing, setEditing] = useState<Contract | null>(null);
  const exportContracts = useCallback(
    (query: URLSearchParams) => downloadCsv(searchSubscriberContractsEndpoint, query),
    [],
  );
  const rowActions = useCallback(
    (row: Contract): RowAction[] => [
      {
        id: 'edit',
        label: row.status === 'en_attente' ? 'Compléter le contrat' : 'Modifier le contrat',
        onAction: () => setEditing(row),
      },
    ],
    [],
  );
  const columns = useMemo<DataListColumn<Contract>[]>(
    () => [
      ...(companyId
        ? []
        : [
            {
              id: 'holderName',
              header: 'Souscripteur',
              cell: (row: Contract) =>
                row.companyId ? (
                  <Link to={`/admin/entreprise/${row.companyId}`}>{row.holderName}</Link>
                ) : row.contactId ? (
                  <Link to={`/admin/contact/${row.contactId}`}>{row.holderName}</Link>
                ) : (
                  row.holderName
                ),
            },
          ]),
      { id: 'insurer', header: 'Assureur' },
      { id: 'product', header: 'Produit' },
      { id: 'policyNumber', header: 'N° de police' },
      { id: 'startDate', header: 'Date d’effet', cell: (row) => formatDateFr(row.startDate) },
      {
        id: 'renewalDate',
        header: 'Renouvellement',
        sortable: true,
        cell: (row) => formatDateFr(row.renewalDate),
      },
      {
        id: 'monthlyPremium',
        header: 'Prime mensuelle',
        sortable: true,
        numeric: true,
        cell: (row) => formatEuro(row.monthlyPremium),
      },
      {
        id: 'monthlyCommission',
        header: 'Commission mensuelle',
        numeric: true,
        cell: (row) =>
          `${formatEuro(row.monthlyCommission)} (${row.commissionRate.toLocaleString('fr-FR')} %)`,
      },
      {
        id: 'status',
        header: 'Statut',
        cell: (row) => <StatusBadge label={CONTRACT_STATUS_LABELS[row.status]} tone={TONES[row.status]} />,
      },
      { id: 'source', header: 'Origine', cell: (row) => SOURCE_LABELS[row.source] },
    ],
    [companyId],
  );
  const fetchPage = useCallback(
    (query: URLSearchParams) => {
      const params = new URLSearchParams(query);
      if (companyId) params.set('companyId', companyId);
      if (contactId) params.set('contactId', contactId);
      return listPage(searchSubscriberContractsEndpoint, params);
    },
    [companyId, contactId],
  );
  return (
    <>
      <DataList<Contract>
        label="Contrats"
        queryKey={[...endpointKey(searchSubscriberContractsEndpoint), { companyId, contactId }]}
        columns={columns}
        fetchPage={fetchPage}
        exportCsv={companyId ? undefined : exportContracts}
        exportedBy={searchSubscriberContractsEndpoint.csv?.access}
        getRowId={(row) => row.id}
        rowLabel={(row) => `Contrat ${row.policyNumber}`}
        defaultSort={{
          field: companyId ? 'createdAt' : 'renewalDate',
          direction: companyId ? 'desc' : 'asc',
        }}
        searchLabel={companyId ? undefined : 'Rechercher (souscripteur, police, assureur)'}
        filters={companyId ? [STATUS_FILTER] : [STATUS_FILTER, RENEWAL_FILTER]}
        urlPrefix={urlPrefix}
        rowActions={rowActions}
        emptyMessage={CONTRACT_MESSAGES_EXTRA.empty}
      />
      <ContractFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        contract={editing ?? undefined}
      />
    </>
  );
}
