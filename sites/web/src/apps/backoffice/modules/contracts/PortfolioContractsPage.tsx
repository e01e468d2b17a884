import { getContractTotalsEndpoint } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import type { RpcRequest } from '@courtage/contracts/define';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { formatEuro } from '../../format/format-fr.ts';
import '../companies/components/crm.css';
import { ContractFormDialog } from './ContractFormDialog.tsx';
import { ContractImportDialog } from './ContractImportDialog.tsx';
import { ContractsList } from './ContractsList.tsx';

/** The list's own params in the URL that are not filters of the totals. */
const NOT_FILTERS = ['limit', 'sort', 'direction', 'pages'];

/**
 * /admin/portefeuille-contrats: every contract (entered, imported, or subscribed in the
 * comparator), the totals of premiums and commissions for the filters shown, the renewals due in
 * the next 60 days.
 */
export default function PortfolioContractsPage() {
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const filters = new URLSearchParams(params);
  for (const name of NOT_FILTERS) filters.delete(name);
  // The URL's filters as text: the gateway converts them by the filter's schema (days to a number).
  const filter = Object.fromEntries(filters) as RpcRequest<typeof getContractTotalsEndpoint.rpc>['filter'];
  const totals = useQuery({ ...queryOptions(getContractTotalsEndpoint, { filter }), staleTime: 15_000 });
  const showRenewals = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('renewalWithinDays', '60');
      next.set('sort', 'renewalDate');
      next.set('direction', 'asc');
      next.delete('pages');
      return next;
    });
  return (
    <section className="bo-page" aria-labelledby="portfolio-title">
      <header className="bo-page__header">
        <div>
          <h1 id="portfolio-title" className="bo-page__title">
            Portefeuille contrats
          </h1>
          <p className="bo-page__lead">Tous les contrats, y compris les souscriptions du comparateur.</p>
        </div>
        <div className="crm-actions">
          <button type="button" className="bo-button" onClick={() => setImporting(true)}>
            Importer des contrats (CSV)
          </button>
          <button type="button" className="bo-button bo-button--primary" onClick={() => setAdding(true)}>
            Ajouter un contrat
          </button>
        </div>
      </header>
      {totals.isError ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(totals.error)}</p>
          <button type="button" className="bo-button" onClick={() => void totals.refetch()}>
            Réessayer
          </button>
        </div>
      ) : (
        <ul className="bo-stats" aria-label="Totaux du portefeuille" aria-busy={totals.isFetching}>
          <li className="bo-stat">
            <p className="bo-stat__label">Contrats</p>
            <p className="bo-stat__value">{totals.data?.count ?? '…'}</p>
          </li>
          <li className="bo-stat">
            <p className="bo-stat__label">Primes mensuelles</p>
            <p className="bo-stat__value">{totals.data ? formatEuro(totals.data.monthlyPremiums) : '…'}</p>
          </li>
          <li className="bo-stat">
            <p className="bo-stat__label">Commissions mensuelles</p>
            <p className="bo-stat__value">{totals.data ? formatEuro(totals.data.monthlyCommissions) : '…'}</p>
          </li>
          <li className="bo-stat">
            <p className="bo-stat__label">Renouvellements dans les 60 jours</p>
            <p className="bo-stat__value">{totals.data?.renewalsNext60Days ?? '…'}</p>
            <button
              type="button"
              className="bo-button bo-button--ghost bo-button--small"
              onClick={showRenewals}
            >
              Voir ces contrats
            </button>
          </li>
        </ul>
      )}
      <ContractsList />
      <ContractFormDialog isOpen={adding} onOpenChange={setAdding} />
      <ContractImportDialog isOpen={importing} onOpenChange={setImporting} />
    </section>
  );
}
