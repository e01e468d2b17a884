import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Contract, ContractListFilter, contractListFilterForm } from './contract.ts';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './contract-form.ts';

export const listContracts = defineListRpc({
  service: 'crm',
  type: 'crm.list-contracts',
  row: Contract,
  filter: ContractListFilter,
  sortFields: ['createdAt', 'renewalDate', 'monthlyPremium'],
});

/** The portfolio's export, the same from the list and from the subscriber search. */
const contractCsv = {
  fileName: 'portefeuille-contrats',
  columns: [
    { key: 'holderName', header: 'Souscripteur' },
    { key: 'insurer', header: 'Assureur' },
    { key: 'product', header: 'Produit' },
    { key: 'policyNumber', header: 'N° de police' },
    { key: 'startDate', header: 'Date d’effet' },
    { key: 'renewalDate', header: 'Renouvellement' },
    { key: 'monthlyPremium', header: 'Prime mensuelle (€)' },
    { key: 'commissionRate', header: 'Commission (%)' },
    { key: 'monthlyCommission', header: 'Commission mensuelle (€)' },
    { key: 'status', header: 'Statut', format: (value) => CONTRACT_STATUS_LABELS[value as ContractStatus] },
  ],
} satisfies NonNullable<Parameters<typeof defineListEndpoint<typeof listContracts>>[0]['csv']>;

export const listContractsEndpoint = defineListEndpoint({
  path: '/api/v1/contrat',
  rpc: listContracts,
  access: 'staff',
  filterForm: contractListFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Portefeuille de contrats',
  tags: ['contrats'],
  csv: contractCsv,
});

export const searchSubscriberContractsEndpoint = defineListEndpoint({
  path: '/api/v1/contrat/subscriber-search',
  rpc: listContracts,
  access: 'staff',
  filterForm: contractListFilterForm,
  defaultSort: { field: 'renewalDate', direction: 'asc' },
  summary: 'Rechercher les contrats d’un souscripteur (nom, n° de police, assureur)',
  tags: ['contrats'],
  csv: contractCsv,
});
