import {
  handleQuoteRequestEndpoint,
  handleQuoteRequestForm,
} from '@courtage/contracts/crm/quotes/handle-quote-request.rpc';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import {
  listQuoteRequestsEndpoint,
  type QuoteRequestRow,
} from '@courtage/contracts/crm/quotes/list-quote-requests.rpc';
import { listQuotesEndpoint } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import {
  DataList,
  type DataListColumn,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { CompanyFormDialog } from '../companies/CompanyFormDialog.tsx';
import { CompanyPicker } from '../companies/components/CompanyPicker.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';

/** The questionnaire's answers as `label : value` lines. */
function Answers({ answers }: { answers: QuoteRequestRow['answers'] }) {
  if (answers.length === 0) return <>—</>;
  return (
    <ul className="crm-answers">
      {answers.map((answer) => (
        <li key={answer.label}>
          <span className="crm-answers__label">{answer.label} :</span> {answer.value}
        </li>
      ))}
    </ul>
  );
}

const STATUS_LABELS: Record<QuoteRequestRow['status'], string> = {
  received: 'À traiter',
  quoted: 'Devis créé',
  closed: 'Clôturée',
};

/** Turning a site's request into a draft quote on a prospect company (picked, or created first). */
function HandleRequestDialog({ request, onClose }: { request: QuoteRequestRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [company, setCompany] = useState<{ id: string; companyName: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const handle = useMutation({
    mutationFn: () =>
      call(handleQuoteRequestEndpoint, { id: request?.id ?? '', companyId: company?.id ?? '' }),
    onSuccess: (quote) => {
      toast.success(
        `Le devis ${quote.reference} est créé en brouillon pour ${quote.companyName ?? 'l’entreprise'}.`,
      );
      void queryClient.invalidateQueries({ queryKey: endpointKey(listQuoteRequestsEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listQuotesEndpoint) });
      setCompany(null);
      onClose();
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(handleQuoteRequestForm, { companyId: company?.id ?? '' });
    setErrors(found);
    if (Object.keys(found).length === 0) handle.mutate();
  };
  return (
    <>
      <CrmDialog
        title="Traiter la demande de devis"
        isOpen={Boolean(request) && !creating}
        onOpenChange={(open) => !open && onClose()}
      >
        {request ? (
          <form className="crm-stack" onSubmit={submit} noValidate>
            <p className="bo-page__lead">
              {`${request.name} (${request.email}) · ${insuranceLineLabel(request.insuranceLine)} · ${request.postalCode} ${request.city}`}
            </p>
            <Answers answers={request.answers} />
            <p className="crm-prewrap">{request.message}</p>
            <CompanyPicker
              label="Entreprise prospect"
              value={company}
              onChange={setCompany}
              error={errors.companyId}
            />
            <div>
              <button type="button" className="bo-button bo-button--small" onClick={() => setCreating(true)}>
                Créer l’entreprise
              </button>
            </div>
            <FormAlert
              error={
                handle.isError && !serverFieldErrors(handle.error).companyId
                  ? errorMessage(handle.error)
                  : null
              }
            />
            <div className="bo-dialog__actions">
              <button type="button" className="bo-button" onClick={onClose}>
                Annuler
              </button>
              <button type="submit" className="bo-button bo-button--primary" disabled={handle.isPending}>
                Créer le devis brouillon
              </button>
            </div>
          </form>
        ) : null}
      </CrmDialog>
      <CompanyFormDialog
        isOpen={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => setCompany({ id: saved.id, companyName: saved.companyName })}
      />
    </>
  );
}

/** Quote requests sent from the public site's pro pages, to turn into quotes. */
export function QuoteRequestsList() {
  const [handling, setHandling] = useState<QuoteRequestRow | null>(null);
  const columns = useMemo<DataListColumn<QuoteRequestRow>[]>(
    () => [
      { id: 'createdAt', header: 'Reçue le', sortable: true, cell: (row) => formatDateTimeFr(row.createdAt) },
      {
        id: 'insuranceLine',
        header: 'Type d’assurance',
        cell: (row) => insuranceLineLabel(row.insuranceLine),
      },
      { id: 'name', header: 'Demandeur' },
      { id: 'answers', header: 'Réponses', cell: (row) => <Answers answers={row.answers} /> },
      { id: 'email', header: 'E-mail' },
      { id: 'phone', header: 'Téléphone', cell: (row) => row.phone ?? '—' },
      { id: 'city', header: 'Ville', cell: (row) => `${row.postalCode} ${row.city}` },
      {
        id: 'status',
        header: 'Statut',
        cell: (row) => (
          <StatusBadge
            label={STATUS_LABELS[row.status]}
            tone={row.status === 'received' ? 'warning' : 'neutral'}
          />
        ),
      },
    ],
    [],
  );
  const rowActions = useCallback(
    (row: QuoteRequestRow): RowAction[] => [
      {
        id: 'handle',
        label: 'Traiter la demande',
        isDisabled: row.status !== 'received',
        onAction: () => setHandling(row),
      },
    ],
    [],
  );
  return (
    <>
      <DataList<QuoteRequestRow>
        label="Demandes de devis du site"
        endpoint={listQuoteRequestsEndpoint}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `Demande de ${row.name}`}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: 'Statut',
            allLabel: 'Tous les statuts',
            options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
          },
        ]}
        rowActions={rowActions}
        urlPrefix="demandes."
        emptyMessage="Aucune demande de devis à traiter."
      />
      <HandleRequestDialog request={handling} onClose={() => setHandling(null)} />
    </>
  );
}
