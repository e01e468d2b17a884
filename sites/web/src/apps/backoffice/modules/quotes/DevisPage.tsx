import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { comparatorUrl } from '../../../../islands/comparator/broker-quote.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import '../companies/components/crm.css';
import { INSURANCE_LINES, type InsuranceLine } from '@courtage/contracts/crm/quotes/insurance-lines';
import { QuoteFormDialog } from './QuoteFormDialog.tsx';
import { QuoteRequestsList } from './QuoteRequestsList.tsx';
import { QuotesList } from './QuotesList.tsx';

/**
 * /admin/devis: a card per insurance line with 'Devis' (the quote form of that line, PDF emailed
 * to the contact) and, for the health lines, 'Trouver une offre' (the comparator, prefilled for
 * the preselected company, whose chosen offer is attached to it as a quote); the quote
 * requests from the site's pro pages; every quote. `?entreprise=<id>` preselects the company.
 */
export default function DevisPage() {
  const [params] = useSearchParams();
  const companyId = params.get('entreprise');
  const [line, setLine] = useState<InsuranceLine | null>(null);
  const preselected = useQuery({
    ...queryOptions(getCompanyEndpoint, { id: companyId ?? '' }),
    enabled: Boolean(companyId),
  });
  const name = preselected.data?.companyName;
  const company = useMemo(
    () => (companyId && name ? { id: companyId, companyName: name } : null),
    [companyId, name],
  );
  return (
    <section className="bo-page" aria-labelledby="devis-title">
      <header className="bo-page__header">
        <div>
          <h1 id="devis-title" className="bo-page__title">
            Devis
          </h1>
          <p className="bo-page__lead">
            {company
              ? `Pour ${company.companyName} : choisissez le type d’assurance.`
              : 'Choisissez le type d’assurance.'}
          </p>
        </div>
      </header>
      <ul className="crm-cards" aria-label="Types d’assurance">
        {INSURANCE_LINES.map((insuranceLine) => (
          <li key={insuranceLine.slug} className="bo-card">
            <h2>{insuranceLine.label}</h2>
            <p className="bo-page__lead">{insuranceLine.summary}</p>
            <div className="crm-actions">
              <button
                type="button"
                className="bo-button bo-button--primary"
                aria-label={`Devis : ${insuranceLine.label}`}
                onClick={() => setLine(insuranceLine)}
              >
                Devis
              </button>
              {insuranceLine.comparator ? (
                <a
                  className="bo-button"
                  href={
                    company ? comparatorUrl({ companyId: company.id }, insuranceLine.slug) : '/#comparateur'
                  }
                  target="_blank"
                  rel="noopener"
                  aria-label={`Trouver une offre : ${insuranceLine.label} (comparateur, nouvel onglet)`}
                >
                  Trouver une offre
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <section className="bo-card" aria-labelledby="requests-title">
        <h2 id="requests-title">Demandes de devis du site</h2>
        <QuoteRequestsList />
      </section>
      <section className="bo-card" aria-labelledby="quotes-title">
        <h2 id="quotes-title">Tous les devis</h2>
        <QuotesList urlPrefix="devis." />
      </section>
      <QuoteFormDialog
        isOpen={line !== null}
        onOpenChange={(open) => !open && setLine(null)}
        insuranceLine={line?.slug ?? INSURANCE_LINES[0]?.slug ?? ''}
        company={company}
      />
    </section>
  );
}
