import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { listQuotesEndpoint } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  QUOTE_TRANSITIONS,
  type QuoteStatus,
} from '@courtage/contracts/crm/quotes/quote-form';
import { setQuoteStatusEndpoint } from '@courtage/contracts/crm/quotes/set-quote-status.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { downloadFile } from '../../../../lib/gateway/documents.ts';
import { call, endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import { quotePdfPath, sendQuote } from '../../../../lib/gateway/quotes.ts';
import {
  type BadgeTone,
  DataList,
  type DataListColumn,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateFr, formatEuro } from '../../format/format-fr.ts';

const TONES: Record<QuoteStatus, BadgeTone> = {
  brouillon: 'neutral',
  envoye: 'info',
  accepte: 'success',
  refuse: 'danger',
  expire: 'warning',
};
const MOVE_LABELS: Record<QuoteStatus, string> = {
  brouillon: 'Repasser en brouillon',
  envoye: 'Marquer envoyé',
  accepte: 'Accepter le devis',
  refuse: 'Marquer refusé',
  expire: 'Marquer expiré',
};

type Props = {
  /** Only this company's quotes (its record page); every quote otherwise. */
  companyId?: string;
  /** Only this contact's (their record page). */
  contactId?: string;
  /** After a quote is accepted (the record page then proposes the contract). */
  onAccepted?: (quote: Quote) => void;
  urlPrefix?: string;
};

/** Quotes with their status and what a broker does next: send, accept, refuse, download the PDF. */
export function QuotesList({ companyId, contactId, onAccepted, urlPrefix }: Props) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(listQuotesEndpoint) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(getCompanyEndpoint) });
  };
  const send = useMutation({
    mutationFn: (quote: Quote) => sendQuote(quote.id),
    onSuccess: (quote) => {
      toast.success(`Le devis ${quote.reference} est envoyé.`);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const move = useMutation({
    mutationFn: ({ quote, status }: { quote: Quote; status: QuoteStatus }) =>
      call(setQuoteStatusEndpoint, { id: quote.id, status }),
    onSuccess: (quote) => {
      toast.success(`Devis ${quote.reference} : ${QUOTE_STATUS_LABELS[quote.status]}.`);
      refresh();
      if (quote.status === 'accepte') onAccepted?.(quote);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const columns = useMemo<DataListColumn<Quote>[]>(
    () => [
      { id: 'createdAt', header: 'Date', sortable: true, cell: (row) => formatDateFr(row.createdAt) },
      { id: 'reference', header: 'Référence' },
      ...(companyId
        ? []
        : [
            {
              id: 'companyName',
              header: 'Entreprise',
              cell: (row: Quote) =>
                row.companyId ? (
                  <Link to={`/admin/entreprise/${row.companyId}`}>{row.companyName}</Link>
                ) : (
                  '—'
                ),
            },
          ]),
      { id: 'contactName', header: 'Contact', cell: (row) => row.contactName ?? '—' },
      {
        id: 'insuranceLine',
        header: 'Type d’assurance',
        cell: (row) => insuranceLineLabel(row.insuranceLine),
      },
      {
        id: 'monthlyPremium',
        header: 'Prime mensuelle',
        numeric: true,
        cell: (row) => formatEuro(row.monthlyPremium),
      },
      {
        id: 'validUntil',
        header: 'Valable jusqu’au',
        sortable: true,
        cell: (row) => formatDateFr(row.validUntil),
      },
      {
        id: 'status',
        header: 'Statut',
        cell: (row) => (
          <>
            <StatusBadge label={QUOTE_STATUS_LABELS[row.status]} tone={TONES[row.status]} />
            {row.source === 'site' ? ' ' : null}
            {row.source === 'site' ? <StatusBadge label="Demande du site" tone="warning" /> : null}
          </>
        ),
      },
    ],
    [companyId],
  );
  const rowActions = useCallback(
    (row: Quote): RowAction[] => {
      const actions: RowAction[] = [];
      if (row.status === 'brouillon') {
        actions.push({
          id: 'send',
          label: 'Envoyer le devis (PDF par e-mail)',
          onAction: () => send.mutate(row),
        });
      }
      for (const status of QUOTE_TRANSITIONS[row.status]) {
        actions.push({
          id: status,
          label: MOVE_LABELS[status],
          onAction: () => move.mutate({ quote: row, status }),
        });
      }
      if (row.hasPdf) {
        actions.push({
          id: 'pdf',
          label: 'Télécharger le PDF',
          onAction: () =>
            void downloadFile(quotePdfPath(row.id), `devis-${row.reference}.pdf`).catch((error: unknown) =>
              toast.error(errorMessage(error)),
            ),
        });
      }
      return actions;
    },
    [send.mutate, move.mutate],
  );
  const fetchPage = useCallback(
    (query: URLSearchParams) => {
      const params = new URLSearchParams(query);
      if (companyId) params.set('companyId', companyId);
      if (contactId) params.set('contactId', contactId);
      return listPage(listQuotesEndpoint, params);
    },
    [companyId, contactId],
  );
  return (
    <DataList<Quote>
      label="Devis"
      queryKey={[...endpointKey(listQuotesEndpoint), { companyId, contactId }]}
      columns={columns}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      rowLabel={(row) => `Devis ${row.reference}`}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      filters={[
        {
          kind: 'select',
          name: 'status',
          label: 'Statut',
          allLabel: 'Tous les statuts',
          options: Object.entries(QUOTE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
      ]}
      rowActions={rowActions}
      urlPrefix={urlPrefix}
      emptyMessage={QUOTE_MESSAGES.empty}
    />
  );
}
