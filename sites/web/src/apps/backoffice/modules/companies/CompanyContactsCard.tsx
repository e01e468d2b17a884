import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import { DataList, type RowAction } from '../../components/data-list/index.ts';
import { ContactFormDialog } from '../contacts/ContactFormDialog.tsx';
import { contactColumns } from '../contacts/contact-columns.tsx';

/** The company's people, and 'Ajouter un contact' for this company. */
export function CompanyContactsCard({ company }: { company: { id: string; companyName: string } }) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => contactColumns(false), []);
  const fetchPage = useCallback(
    (query: URLSearchParams) => {
      const params = new URLSearchParams(query);
      params.set('companyId', company.id);
      return listPage(listContactsEndpoint, params);
    },
    [company.id],
  );
  const rowActions = useCallback(
    (row: Contact): RowAction[] => [
      { id: 'open', label: 'Ouvrir la fiche', onAction: () => navigate(`/admin/contact/${row.id}`) },
    ],
    [navigate],
  );
  return (
    <section className="bo-card" aria-labelledby="company-contacts">
      <div className="bo-page__header">
        <h2 id="company-contacts">Contacts</h2>
        <button type="button" className="bo-button bo-button--small" onClick={() => setAdding(true)}>
          Ajouter un contact
        </button>
      </div>
      <DataList<Contact>
        label={`Contacts de ${company.companyName}`}
        queryKey={[...endpointKey(listContactsEndpoint), { companyId: company.id }]}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.forename} ${row.name}`}
        defaultSort={{ field: 'name', direction: 'asc' }}
        rowActions={rowActions}
        urlPrefix="contacts."
        emptyMessage={CONTACT_MESSAGES_EXTRA.empty}
      />
      <ContactFormDialog isOpen={adding} onOpenChange={setAdding} company={company} />
    </section>
  );
}
