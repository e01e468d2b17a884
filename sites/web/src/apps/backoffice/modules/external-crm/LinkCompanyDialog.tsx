import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import type { ExternalRecordRow } from '@courtage/contracts/crm/external-crm/external-record';
import { linkExternalRecordEndpoint } from '@courtage/contracts/crm/external-crm/link-external-record.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, listQueryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { refreshExternalRecords } from './external-record-lists.ts';

type Props = { record: ExternalRecordRow | null; onClose: () => void };

/** Links a partner's record to a company of the CRM (search by name or SIREN), or unlinks it. */
export function LinkCompanyDialog({ record, onClose }: Props) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState(record?.customerName ?? '');
  const companies = useQuery({
    ...listQueryOptions(listCompaniesEndpoint, new URLSearchParams({ q: search.trim(), limit: '10' })),
    enabled: record !== null && search.trim().length >= 2,
  });
  const link = useMutation({
    mutationFn: (companyId: string | null) =>
      call(linkExternalRecordEndpoint, { recordId: record?.id ?? '', companyId }),
    onSuccess: async (row) => {
      toast.success(row.customer ? `Lié à ${row.customer.name}.` : 'Le lien est retiré.');
      await refreshExternalRecords(queryClient);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <CrmDialog
      title={record ? `Lier ${record.externalId} à un client` : 'Lier à un client'}
      isOpen={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="bo-field">
        <label htmlFor={searchId}>Rechercher une entreprise (nom ou SIREN)</label>
        <input id={searchId} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {companies.isFetching ? <p role="status">Recherche…</p> : null}
      {companies.isError ? <p role="alert">{errorMessage(companies.error)}</p> : null}
      {companies.data && companies.data.rows.length === 0 ? <p>Aucune entreprise ne correspond.</p> : null}
      {companies.data && companies.data.rows.length > 0 ? (
        <ul className="bo-choice-list">
          {companies.data.rows.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                className="bo-button"
                disabled={link.isPending}
                onClick={() => link.mutate(company.id)}
              >
                {`${company.companyName} (${company.zipCode} ${company.town})`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="bo-actions">
        {record?.customer ? (
          <button
            type="button"
            className="bo-button"
            disabled={link.isPending}
            onClick={() => link.mutate(null)}
          >
            Retirer le lien avec {record.customer.name}
          </button>
        ) : null}
        <button type="button" className="bo-button" onClick={onClose}>
          Annuler
        </button>
      </div>
    </CrmDialog>
  );
}
