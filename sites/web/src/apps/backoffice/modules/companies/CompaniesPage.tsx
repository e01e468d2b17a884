import { COMPANY_KIND_LABELS, COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { type CompanyRow, listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { useCallback, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DataList,
  type DataListColumn,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateFr } from '../../format/format-fr.ts';
import { CompanyFormDialog } from './CompanyFormDialog.tsx';
import './components/crm.css';

const TABS = [
  { id: 'tous', label: 'Tous', kind: null },
  { id: 'client', label: 'Clients', kind: 'client' },
  { id: 'prospect', label: 'Prospects', kind: 'prospect' },
] as const;

const COLUMNS: DataListColumn<CompanyRow>[] = [
  // The name first: it stays in view when the table scrolls sideways.
  {
    id: 'companyName',
    header: 'Nom',
    sortable: true,
    cell: (row) => <Link to={`/admin/entreprise/${row.id}`}>{row.companyName}</Link>,
  },
  { id: 'createdAt', header: 'Date d’ajout', sortable: true, cell: (row) => formatDateFr(row.createdAt) },
  { id: 'zipCode', header: 'Code postal' },
  { id: 'town', header: 'Ville' },
  { id: 'contactName', header: 'Contact', cell: (row) => row.contactName ?? '—' },
  {
    id: 'quoteCount',
    header: 'Devis',
    numeric: true,
    cell: (row) =>
      row.openQuoteRequests > 0 ? (
        <>
          {row.quoteCount}{' '}
          <StatusBadge label={`${row.openQuoteRequests} demande(s) à traiter`} tone="warning" />
        </>
      ) : (
        row.quoteCount
      ),
  },
  { id: 'contractCount', header: 'Contrat', numeric: true },
  {
    id: 'kind',
    header: 'Statut',
    alwaysVisible: true,
    cell: (row) => (
      <StatusBadge label={COMPANY_KIND_LABELS[row.kind]} tone={row.kind === 'client' ? 'success' : 'info'} />
    ),
  },
];

/** /admin/entreprise: every company, tabs Tous / Clients / Prospects, search by name or SIREN. */
export default function CompaniesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const kind = params.get('kind');
  const selected = TABS.find((tab) => tab.kind === kind)?.id ?? 'tous';
  const selectTab = (id: string) => {
    const tab = TABS.find((candidate) => candidate.id === id);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (tab?.kind) next.set('kind', tab.kind);
      else next.delete('kind');
      // Another tab is another result: back to its first page.
      next.delete('pages');
      return next;
    });
  };
  const rowActions = useCallback(
    (row: CompanyRow): RowAction[] => [
      { id: 'open', label: 'Ouvrir la fiche', onAction: () => navigate(`/admin/entreprise/${row.id}`) },
    ],
    [navigate],
  );
  return (
    <section className="bo-page" aria-labelledby="companies-title">
      <header className="bo-page__header">
        <div>
          <h1 id="companies-title" className="bo-page__title">
            Entreprises
          </h1>
          <p className="bo-page__lead">Prospects et clients, leurs devis et leurs contrats.</p>
        </div>
        <button type="button" className="bo-button bo-button--primary" onClick={() => setAdding(true)}>
          Ajouter une entreprise
        </button>
      </header>
      <Tabs selectedKey={selected} onSelectionChange={(key) => selectTab(String(key))}>
        <TabList className="bo-tabs__list" aria-label="Entreprises par statut">
          {TABS.map((tab) => (
            <Tab key={tab.id} id={tab.id} className="bo-tabs__tab">
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className="bo-tabs__panel">
            <DataList<CompanyRow>
              label={`Entreprises : ${tab.label}`}
              endpoint={listCompaniesEndpoint}
              columns={COLUMNS}
              getRowId={(row) => row.id}
              rowLabel={(row) => row.companyName}
              defaultSort={{ field: 'createdAt', direction: 'desc' }}
              searchLabel="Rechercher (nom ou SIREN)"
              extraFilterNames={['kind']}
              rowActions={rowActions}
              emptyMessage={COMPANY_MESSAGES.empty}
            />
          </TabPanel>
        ))}
      </Tabs>
      <CompanyFormDialog
        isOpen={adding}
        onOpenChange={setAdding}
        onSaved={(company) => navigate(`/admin/entreprise/${company.id}`)}
      />
    </section>
  );
}
