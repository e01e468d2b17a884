import { COMPANY_KIND_LABELS, COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { comparatorUrl, DEFAULT_INSURANCE_LINE } from '../../../../islands/comparator/broker-quote.ts';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { StatusBadge } from '../../components/data-list/index.ts';
import { CompliancePanel } from '../compliance/CompliancePanel.tsx';
import { ContractFormDialog } from '../contracts/ContractFormDialog.tsx';
import { ContractsList } from '../contracts/ContractsList.tsx';
import { DocumentsPanel } from '../documents/DocumentsPanel.tsx';
import { QuoteFormDialog } from '../quotes/QuoteFormDialog.tsx';
import { QuotesList } from '../quotes/QuotesList.tsx';
import { useStaffDirectory } from '../tasks/use-staff-directory.ts';
import { RecordTimeline } from '../timeline/RecordTimeline.tsx';
import { BecomeClientDialog } from './BecomeClientDialog.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';
import { CompanyContactsCard } from './CompanyContactsCard.tsx';
import { CompanyFacts } from './CompanyFacts.tsx';
import { CompanyFormDialog } from './CompanyFormDialog.tsx';
import { useTabParam } from './components/use-tab-param.ts';
import { HistoryCard } from './HistoryCard.tsx';
import './components/crm.css';

const TABS = ['activite', 'actualites', 'devis-contrats', 'documents', 'conformite'] as const;
const SUB_TABS = ['devis', 'contrats'] as const;

/**
 * /admin/entreprise/:enterpriseId: the company's key facts and contacts, 'Passer en client' for a
 * prospect, and the tabs Actualités, Devis et contrats, Documents, Conformité.
 */
export default function CompanyRecordPage() {
  const { enterpriseId = '' } = useParams();
  const staff = useStaffDirectory();
  const [tab, setTab] = useTabParam(TABS);
  const [subTab, setSubTab] = useTabParam(SUB_TABS, 'sous-onglet');
  const [dialog, setDialog] = useState<'edit' | 'client' | 'quote' | 'contract' | null>(null);
  const company = useQuery({ ...queryOptions(getCompanyEndpoint, { id: enterpriseId }), staleTime: 0 });
  const name = company.data?.companyName ?? '';
  // One object per company, so the dialogs' "reset when opened" effects do not run on every render.
  const picked = useMemo(() => ({ id: enterpriseId, companyName: name }), [enterpriseId, name]);
  if (company.isPending) return <Spinner />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <section className="bo-page" aria-labelledby="company-title">
        <p>
          <Link to="/admin/entreprise">← Entreprises</Link>
        </p>
        <h1 id="company-title" className="bo-page__title">
          Entreprise
        </h1>
        <div className="bo-list__error" role="alert">
          <p>{missing ? COMPANY_MESSAGES.notFound : errorMessage(company.error)}</p>
          {missing ? null : (
            <button
              type="button"
              className="bo-button bo-button--primary"
              onClick={() => void company.refetch()}
            >
              Réessayer
            </button>
          )}
        </div>
      </section>
    );
  }
  const data = company.data;
  // An accepted quote made the prospect a client and put a pending contract in the portfolio
  // (crm does both in one transaction): show that contract, to complete its policy and commission.
  const onAccepted = () => {
    toast.info('Devis accepté : le contrat en attente est dans l’onglet Contrats, à compléter.');
    setSubTab('contrats');
  };
  return (
    <article className="bo-page" aria-labelledby="company-title">
      <p>
        <Link to="/admin/entreprise">← Entreprises</Link>
      </p>
      <header className="bo-page__header">
        <div>
          <h1 id="company-title" className="bo-page__title">
            {data.companyName}
          </h1>
          <p className="bo-page__lead">
            <StatusBadge
              label={COMPANY_KIND_LABELS[data.kind]}
              tone={data.kind === 'client' ? 'success' : 'info'}
            />
            {` SIREN ${data.siren} · ${data.zipCode} ${data.town}${data.nafActivity ? ` · ${data.nafActivity}` : ''}`}
          </p>
        </div>
        <div className="crm-actions">
          <button type="button" className="bo-button" onClick={() => setDialog('edit')}>
            Modifier
          </button>
          {data.kind === 'prospect' ? (
            <button
              type="button"
              className="bo-button bo-button--primary"
              onClick={() => setDialog('client')}
            >
              Passer en client
            </button>
          ) : null}
        </div>
      </header>
      <div className="bo-record">
        <CompanyFacts company={data} />
        <div>
          <CompanyContactsCard company={picked} />
          <HistoryCard companyId={data.id} nameOf={staff.nameOf} />
        </div>
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as (typeof TABS)[number])}>
        <TabList className="bo-tabs__list" aria-label="Fiche de l’entreprise">
          <Tab id="activite" className="bo-tabs__tab">
            Fil d’activité
          </Tab>
          <Tab id="actualites" className="bo-tabs__tab">
            Actualités
          </Tab>
          <Tab id="devis-contrats" className="bo-tabs__tab">
            Devis et contrats
          </Tab>
          <Tab id="documents" className="bo-tabs__tab">
            Documents
          </Tab>
          <Tab id="conformite" className="bo-tabs__tab">
            Conformité
          </Tab>
        </TabList>
        <TabPanel id="activite" className="bo-tabs__panel">
          <RecordTimeline entity="company" id={data.id} nameOf={staff.nameOf} recordName={data.companyName} />
        </TabPanel>
        <TabPanel id="actualites" className="bo-tabs__panel">
          <CommentsPanel companyId={data.id} authorName={staff.nameOf} />
        </TabPanel>
        <TabPanel id="devis-contrats" className="bo-tabs__panel">
          <Tabs selectedKey={subTab} onSelectionChange={(key) => setSubTab(key as (typeof SUB_TABS)[number])}>
            <TabList className="bo-tabs__list" aria-label="Devis et contrats">
              <Tab id="devis" className="bo-tabs__tab">
                Devis
              </Tab>
              <Tab id="contrats" className="bo-tabs__tab">
                Contrats
              </Tab>
            </TabList>
            <TabPanel id="devis" className="bo-tabs__panel crm-stack">
              <div className="crm-actions">
                <button
                  type="button"
                  className="bo-button bo-button--primary"
                  onClick={() => setDialog('quote')}
                >
                  Nouveau devis
                </button>
                <a
                  className="bo-button"
                  href={comparatorUrl({ companyId: data.id }, DEFAULT_INSURANCE_LINE)}
                  target="_blank"
                  rel="noopener"
                >
                  Trouver une offre (comparateur, nouvel onglet)
                </a>
              </div>
              <QuotesList companyId={data.id} onAccepted={onAccepted} urlPrefix="devis." />
            </TabPanel>
            <TabPanel id="contrats" className="bo-tabs__panel crm-stack">
              <div>
                <button
                  type="button"
                  className="bo-button bo-button--primary"
                  onClick={() => setDialog('contract')}
                >
                  Nouveau contrat
                </button>
              </div>
              <ContractsList companyId={data.id} urlPrefix="contrats." />
            </TabPanel>
          </Tabs>
        </TabPanel>
        <TabPanel id="documents" className="bo-tabs__panel">
          <DocumentsPanel
            ownerType="company"
            ownerId={data.id}
            kinds={[
              'kbis',
              'relationship-entry',
              'der',
              'needs-analysis',
              'advice',
              'ipid',
              'identity',
              'other',
            ]}
          />
        </TabPanel>
        <TabPanel id="conformite" className="bo-tabs__panel">
          <CompliancePanel companyId={data.id} />
        </TabPanel>
      </Tabs>
      <CompanyFormDialog
        isOpen={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        company={data}
      />
      <BecomeClientDialog
        company={data}
        isOpen={dialog === 'client'}
        onOpenChange={(open) => setDialog(open ? 'client' : null)}
      />
      <QuoteFormDialog
        isOpen={dialog === 'quote'}
        onOpenChange={(open) => setDialog(open ? 'quote' : null)}
        insuranceLine="responsabilite-civile-professionnelle"
        company={picked}
      />
      <ContractFormDialog
        isOpen={dialog === 'contract'}
        onOpenChange={(open) => setDialog(open ? 'contract' : null)}
        company={picked}
      />
    </article>
  );
}
