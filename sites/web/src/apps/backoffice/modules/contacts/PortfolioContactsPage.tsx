import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { useCallback, useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList, type RowAction } from '../../components/data-list/index.ts';
import '../companies/components/crm.css';
import { contactColumns } from './contact-columns.tsx';

/**
 * /admin/portefeuille-contacts-details: the people of the portfolio with their details, the
 * individual clients (no company) apart from the companies' contacts.
 */
export default function PortfolioContactsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope = params.get('standalone') === 'true' ? 'particuliers' : 'tous';
  const columns = useMemo(() => contactColumns(true), []);
  const rowActions = useCallback(
    (row: Contact): RowAction[] => [
      { id: 'open', label: 'Ouvrir la fiche', onAction: () => navigate(`/admin/contact/${row.id}`) },
      ...(row.companyId
        ? [
            {
              id: 'company',
              label: 'Ouvrir l’entreprise',
              onAction: () => navigate(`/admin/entreprise/${row.companyId}`),
            },
          ]
        : []),
    ],
    [navigate],
  );
  const select = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'particuliers') next.set('standalone', 'true');
      else next.delete('standalone');
      next.delete('pages');
      return next;
    });
  const list = (label: string) => (
    <DataList<Contact>
      label={label}
      endpoint={listContactsEndpoint}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.forename} ${row.name}`}
      defaultSort={{ field: 'name', direction: 'asc' }}
      searchLabel="Rechercher (nom, e-mail, téléphone)"
      extraFilterNames={['standalone']}
      rowActions={rowActions}
      emptyMessage={CONTACT_MESSAGES_EXTRA.empty}
    />
  );
  return (
    <section className="bo-page" aria-labelledby="portfolio-contacts-title">
      <header className="bo-page__header">
        <div>
          <h1 id="portfolio-contacts-title" className="bo-page__title">
            Portefeuille contacts
          </h1>
          <p className="bo-page__lead">Les personnes suivies : contacts des entreprises et particuliers.</p>
        </div>
      </header>
      <Tabs selectedKey={scope} onSelectionChange={(key) => select(String(key))}>
        <TabList className="bo-tabs__list" aria-label="Contacts du portefeuille">
          <Tab id="tous" className="bo-tabs__tab">
            Tous
          </Tab>
          <Tab id="particuliers" className="bo-tabs__tab">
            Particuliers
          </Tab>
        </TabList>
        <TabPanel id="tous" className="bo-tabs__panel">
          {list('Portefeuille contacts : tous')}
        </TabPanel>
        <TabPanel id="particuliers" className="bo-tabs__panel">
          {list('Portefeuille contacts : particuliers')}
        </TabPanel>
      </Tabs>
    </section>
  );
}
