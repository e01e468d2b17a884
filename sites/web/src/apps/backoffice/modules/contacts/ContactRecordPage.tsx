import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { deleteContactEndpoint } from '@courtage/contracts/crm/contacts/delete-contact.rpc';
import { getContactEndpoint } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { comparatorUrl, DEFAULT_INSURANCE_LINE } from '../../../../islands/comparator/broker-quote.ts';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { useTabParam } from '../companies/components/use-tab-param.ts';
import '../companies/components/crm.css';
import { ContractsList } from '../contracts/ContractsList.tsx';
import { DocumentsPanel } from '../documents/DocumentsPanel.tsx';
import { QuotesList } from '../quotes/QuotesList.tsx';
import { useStaffDirectory } from '../tasks/use-staff-directory.ts';
import { RecordTimeline } from '../timeline/RecordTimeline.tsx';
import { ContactFormDialog } from './ContactFormDialog.tsx';

const TABS = ['activite', 'documents', 'devis', 'contrats'] as const;

/** /admin/contact/:id: the person, their company, activity timeline, documents, quotes and contracts. */
export default function ContactRecordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const staff = useStaffDirectory();
  const queryClient = useQueryClient();
  const [tab, setTab] = useTabParam(TABS);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const contact = useQuery({ ...queryOptions(getContactEndpoint, { id }), staleTime: 0 });
  const remove = useMutation({
    mutationFn: () => call(deleteContactEndpoint, { id }),
    onSuccess: () => {
      toast.success('Le contact est supprimé.');
      void queryClient.invalidateQueries({ queryKey: endpointKey(listContactsEndpoint) });
      navigate('/admin/contact');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (contact.isPending) return <Spinner />;
  if (contact.isError) {
    const missing = contact.error instanceof ApiError && contact.error.status === 404;
    return (
      <section className="bo-page" aria-labelledby="contact-title">
        <p>
          <Link to="/admin/contact">← Contacts</Link>
        </p>
        <h1 id="contact-title" className="bo-page__title">
          Contact
        </h1>
        <div className="bo-list__error" role="alert">
          <p>{missing ? CONTACT_MESSAGES_EXTRA.notFound : errorMessage(contact.error)}</p>
          {missing ? null : (
            <button
              type="button"
              className="bo-button bo-button--primary"
              onClick={() => void contact.refetch()}
            >
              Réessayer
            </button>
          )}
        </div>
      </section>
    );
  }
  const person = contact.data;
  const fullName = `${person.civility} ${person.forename} ${person.name}`;
  return (
    <article className="bo-page" aria-labelledby="contact-title">
      <p>
        <Link to="/admin/contact">← Contacts</Link>
      </p>
      <header className="bo-page__header">
        <div>
          <h1 id="contact-title" className="bo-page__title">
            {fullName}
          </h1>
          <p className="bo-page__lead">
            {person.companyId ? (
              <>
                {person.function ? `${person.function} · ` : ''}
                <Link to={`/admin/entreprise/${person.companyId}`}>{person.companyName}</Link>
              </>
            ) : (
              'Particulier (sans entreprise)'
            )}
          </p>
        </div>
        <div className="crm-actions">
          <a
            className="bo-button"
            href={comparatorUrl({ contactId: person.id }, DEFAULT_INSURANCE_LINE)}
            target="_blank"
            rel="noopener"
          >
            Trouver une offre (comparateur, nouvel onglet)
          </a>
          <button type="button" className="bo-button" onClick={() => setEditing(true)}>
            Modifier
          </button>
          <button type="button" className="bo-button bo-button--danger" onClick={() => setDeleting(true)}>
            Supprimer
          </button>
        </div>
      </header>
      <section className="bo-card" aria-labelledby="contact-facts">
        <h2 id="contact-facts">Coordonnées</h2>
        <dl className="bo-facts">
          <dt>Civilité</dt>
          <dd>{person.civility}</dd>
          <dt>Nom</dt>
          <dd>{person.name}</dd>
          <dt>Prénom</dt>
          <dd>{person.forename}</dd>
          <dt>Fonction</dt>
          <dd>{person.function ?? '—'}</dd>
          <dt>E-mail</dt>
          <dd>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}</dd>
          <dt>Téléphone</dt>
          <dd>{person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : '—'}</dd>
          <dt>Ajouté le</dt>
          <dd>{formatDateTimeFr(person.createdAt)}</dd>
        </dl>
      </section>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as (typeof TABS)[number])}>
        <TabList className="bo-tabs__list" aria-label="Fiche du contact">
          <Tab id="activite" className="bo-tabs__tab">
            Fil d’activité
          </Tab>
          <Tab id="documents" className="bo-tabs__tab">
            Documents
          </Tab>
          <Tab id="devis" className="bo-tabs__tab">
            Devis
          </Tab>
          <Tab id="contrats" className="bo-tabs__tab">
            Contrats
          </Tab>
        </TabList>
        <TabPanel id="activite" className="bo-tabs__panel">
          <RecordTimeline
            entity="contact"
            id={id}
            nameOf={staff.nameOf}
            recordName={`${person.forename} ${person.name}`}
            emailRecipient={
              person.email
                ? {
                    id: person.id,
                    civility: person.civility,
                    forename: person.forename,
                    name: person.name,
                    email: person.email,
                  }
                : undefined
            }
          />
        </TabPanel>
        <TabPanel id="documents" className="bo-tabs__panel">
          <DocumentsPanel ownerType="contact" ownerId={id} kinds={['identity', 'der', 'other']} />
        </TabPanel>
        <TabPanel id="devis" className="bo-tabs__panel">
          <QuotesList contactId={id} urlPrefix="devis." />
        </TabPanel>
        <TabPanel id="contrats" className="bo-tabs__panel">
          <ContractsList contactId={id} urlPrefix="contrats." />
        </TabPanel>
      </Tabs>
      <ContactFormDialog isOpen={editing} onOpenChange={setEditing} contact={person} />
      <CrmDialog title="Supprimer le contact" isOpen={deleting} onOpenChange={setDeleting}>
        <p>{`${fullName} sera supprimé. Ses devis et contrats gardent leur historique.`}</p>
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => setDeleting(false)}>
            Annuler
          </button>
          <button
            type="button"
            className="bo-button bo-button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Supprimer définitivement
          </button>
        </div>
      </CrmDialog>
    </article>
  );
}
