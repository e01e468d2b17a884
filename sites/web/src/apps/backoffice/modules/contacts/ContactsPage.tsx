import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList, type RowAction } from '../../components/data-list/index.ts';
import '../companies/components/crm.css';
import { ContactFormDialog } from './ContactFormDialog.tsx';
import { ContactImportDialog } from './ContactImportDialog.tsx';
import { contactColumns } from './contact-columns.tsx';

/** /admin/contact: every contact (of a company or standing alone), search, add, CSV import. */
export default function ContactsPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const columns = useMemo(() => contactColumns(true), []);
  const rowActions = useCallback(
    (row: Contact): RowAction[] => [
      { id: 'open', label: 'Ouvrir la fiche', onAction: () => navigate(`/admin/contact/${row.id}`) },
    ],
    [navigate],
  );
  return (
    <section className="bo-page" aria-labelledby="contacts-title">
      <header className="bo-page__header">
        <div>
          <h1 id="contacts-title" className="bo-page__title">
            Contacts
          </h1>
          <p className="bo-page__lead">Les personnes des entreprises et les particuliers.</p>
        </div>
        <div className="crm-actions">
          <button type="button" className="bo-button" onClick={() => setImporting(true)}>
            Importer un CSV
          </button>
          <button type="button" className="bo-button bo-button--primary" onClick={() => setAdding(true)}>
            Ajouter un contact
          </button>
        </div>
      </header>
      <DataList<Contact>
        label="Contacts"
        endpoint={listContactsEndpoint}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.forename} ${row.name}`}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        searchLabel="Rechercher (nom, e-mail, téléphone)"
        filters={[
          {
            kind: 'select',
            name: 'standalone',
            label: 'Rattachement',
            allLabel: 'Tous',
            options: [{ value: 'true', label: 'Particuliers (sans entreprise)' }],
          },
        ]}
        rowActions={rowActions}
        emptyMessage={CONTACT_MESSAGES_EXTRA.empty}
      />
      <ContactFormDialog
        isOpen={adding}
        onOpenChange={setAdding}
        onSaved={(contact) => navigate(`/admin/contact/${contact.id}`)}
      />
      <ContactImportDialog isOpen={importing} onOpenChange={setImporting} />
    </section>
  );
}
