import type { OfferListRow } from '@courtage/contracts/crm/offer-lists';
import { adminListPlansEndpoint } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { assignOfferEndpoint } from '@courtage/contracts/offer/assign-offer.rpc';
import { OFFER_STATE_LABELS, OFFER_STATES, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';
import { DataList, type DataListFilter, type RowAction } from '../../components/data-list/index.ts';
import { OFFER_LIST_TABLE_COLUMNS } from './offer-list-columns.tsx';
import { OFFER_LIST_ENDPOINTS, OFFER_LIST_KEYS, type OfferListKind } from './offer-queries.ts';

type Props = {
  kind: OfferListKind;
  title: string;
  lead: string;
  /** The states this list can hold (the state filter offers only these). */
  states: readonly OfferState[];
  emptyMessage?: string;
  /** Shown between the heading and the list (the subscriptions' compliance). */
  summary?: ReactNode;
};

/** One of the three offer lists: received, submitted (subscriptions), the wallet (mine). */
export function OfferListScreen({ kind, title, lead, states, emptyMessage, summary }: Props) {
  const me = useAtomValue(userState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The insurer filter's choices; the list works without them (the filter is just not offered).
  const insurers = useQuery({ ...queryOptions(adminListPlansEndpoint, {}), retry: false });
  const assign = useMutation({
    mutationFn: (offerId: string) => call(assignOfferEndpoint, { offerId, assigneeId: me.id }),
    onSuccess: () => {
      toast.success('L’offre vous est attribuée.');
      for (const queryKey of OFFER_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const filters = useMemo<DataListFilter[]>(() => {
    const list: DataListFilter[] = [
      { kind: 'period', label: 'Date de création' },
      {
        kind: 'select',
        name: 'state',
        label: 'État',
        allLabel: 'Tous les états',
        options: states.map((state) => ({ value: state, label: OFFER_STATE_LABELS[state] })),
      },
    ];
    if (insurers.data) {
      list.push({
        kind: 'select',
        name: 'insurer',
        label: 'Assureur',
        allLabel: 'Tous les assureurs',
        options: insurers.data.insurers.map((insurer) => ({ value: insurer.code, label: insurer.name })),
      });
    }
    return list;
  }, [states, insurers.data]);

  const rowActions = useCallback(
    (row: OfferListRow): RowAction[] => [
      { id: 'open', label: 'Ouvrir la fiche', onAction: () => navigate(`/admin/offer-details/${row.id}`) },
      {
        id: 'assign-me',
        label: row.assigneeId === me.id ? 'Déjà attribuée à moi' : 'M’attribuer',
        isDisabled: row.assigneeId === me.id || assign.isPending,
        onAction: () => assign.mutate(row.id),
      },
    ],
    [navigate, me.id, assign],
  );
  const rowLabel = useCallback((row: OfferListRow) => `${row.firstName} ${row.lastName}, ${row.email}`, []);

  return (
    <section className="bo-page" aria-labelledby={`${kind}-title`}>
      <header className="bo-page__header">
        <div>
          <h1 id={`${kind}-title`} className="bo-page__title">
            {title}
          </h1>
          <p className="bo-page__lead">{lead}</p>
        </div>
      </header>
      {summary}
      <DataList<OfferListRow>
        label={title}
        endpoint={OFFER_LIST_ENDPOINTS[kind]}
        columns={OFFER_LIST_TABLE_COLUMNS}
        getRowId={(row) => row.id}
        defaultSort={{ field: 'createdDate', direction: 'desc' }}
        searchLabel="Rechercher (nom, e-mail, téléphone, ville)"
        filters={filters}
        rowActions={rowActions}
        rowLabel={rowLabel}
        emptyMessage={emptyMessage}
      />
    </section>
  );
}

/** Every state but 'proposed' (an offer reaches the back-office once a call-back is booked). */
export const RECEIVED_STATES = OFFER_STATES.filter((state) => state !== 'proposed');
