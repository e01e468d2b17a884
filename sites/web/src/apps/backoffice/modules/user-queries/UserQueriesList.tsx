import { listUserQueriesEndpoint } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import type { UserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { useCallback, useMemo, useState } from 'react';
import {
  DataList,
  type DataListColumn,
  type DataListFilter,
  type RowAction,
} from '../../components/data-list/index.ts';
import { formatParisDateTime } from '../contact-us/contact-message-status.tsx';
import { UserQueryFeedbackDialog } from './UserQueryFeedbackDialog.tsx';
import { USER_QUERY_STATUS_OPTIONS, UserQueryStatusBadge } from './user-query-status.tsx';

const FILTERS: DataListFilter[] = [
  { kind: 'period', label: 'Date de la question' },
  {
    kind: 'select',
    name: 'status',
    label: 'Statut',
    allLabel: 'Tous les statuts',
    options: USER_QUERY_STATUS_OPTIONS,
  },
];

const short = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** The specification's columns: user name, user email, status, query text, created date, action, admin feedback. */
export function UserQueriesList() {
  const [selected, setSelected] = useState<UserQueryRow | null>(null);
  const columns = useMemo<DataListColumn<UserQueryRow>[]>(
    () => [
      { id: 'userName', header: 'Nom', sortable: true },
      { id: 'userEmail', header: 'E-mail', sortable: true },
      {
        id: 'status',
        header: 'Statut',
        sortable: true,
        cell: (row) => <UserQueryStatusBadge status={row.status} />,
      },
      { id: 'query', header: 'Question', cell: (row) => short(row.query) },
      {
        id: 'createdAt',
        header: 'Posée le',
        sortable: true,
        cell: (row) => formatParisDateTime(row.createdAt),
      },
      {
        id: 'action',
        header: 'Action',
        cell: (row) => (
          <button
            type="button"
            className="bo-button bo-button--primary"
            aria-label={`Répondre à ${row.userName}`}
            onClick={() => setSelected(row)}
          >
            {row.feedback ? 'Modifier la réponse' : 'Répondre'}
          </button>
        ),
      },
      { id: 'feedback', header: 'Réponse', cell: (row) => (row.feedback ? short(row.feedback) : '—') },
    ],
    [],
  );
  const rowActions = useCallback(
    (row: UserQueryRow): RowAction[] => [
      { id: 'answer', label: 'Répondre', onAction: () => setSelected(row) },
    ],
    [],
  );
  return (
    <>
      <DataList<UserQueryRow>
        label="Questions des clients"
        endpoint={listUserQueriesEndpoint}
        columns={columns}
        getRowId={(row) => row.id}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        searchLabel="Rechercher (nom, e-mail, question, réponse)"
        filters={FILTERS}
        rowActions={rowActions}
        rowLabel={(row) => `${row.userName}, ${row.userEmail}`}
      />
      <UserQueryFeedbackDialog
        key={selected?.id ?? 'none'}
        query={selected}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
