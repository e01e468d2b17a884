import { assignContactMessageEndpoint } from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import type { ContactMessageRow } from '@courtage/contracts/crm/contact-messages/contact-message';
import { listContactMessagesEndpoint } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';
import {
  DataList,
  type DataListColumn,
  type DataListFilter,
  type RowAction,
} from '../../components/data-list/index.ts';
import {
  CONTACT_STATUS_OPTIONS,
  ContactStatusBadge,
  formatParisDateTime,
} from './contact-message-status.tsx';

/** React Query key of the contact messages: a change on one refreshes the list. */
export const CONTACT_MESSAGES_KEY = endpointKey(listContactMessagesEndpoint);

const COLUMNS: DataListColumn<ContactMessageRow>[] = [
  // The name first: it stays in view when the table scrolls sideways.
  { id: 'name', header: 'Nom', sortable: true },
  { id: 'createdAt', header: 'Reçu le', sortable: true, cell: (row) => formatParisDateTime(row.createdAt) },
  { id: 'email', header: 'E-mail', sortable: true },
  { id: 'city', header: 'Ville', cell: (row) => `${row.postalCode} ${row.city}` },
  {
    id: 'message',
    header: 'Message',
    cell: (row) => (row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message),
  },
  {
    id: 'status',
    header: 'Statut',
    sortable: true,
    alwaysVisible: true,
    cell: (row) => <ContactStatusBadge status={row.status} />,
  },
  {
    id: 'assignee',
    header: 'Responsable',
    alwaysVisible: true,
    cell: (row) => row.assignee?.name ?? 'Personne',
  },
  { id: 'replyCount', header: 'Réponses', numeric: true },
];

const FILTERS: DataListFilter[] = [
  { kind: 'period', label: 'Date de réception' },
  {
    kind: 'select',
    name: 'status',
    label: 'Statut',
    allLabel: 'Tous les statuts',
    options: CONTACT_STATUS_OPTIONS,
  },
  {
    kind: 'select',
    name: 'assignee',
    label: 'Responsable',
    allLabel: 'Tout le monde',
    options: [
      { value: 'me', label: 'Moi' },
      { value: 'none', label: 'Personne' },
    ],
  },
];

/** The contact form's messages, newest first; open one, or take it. */
export function ContactMessagesList() {
  const me = useAtomValue(userState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: (contactId: string) => call(assignContactMessageEndpoint, { contactId, assigneeId: me.id }),
    onSuccess: () => {
      toast.success('Le message vous est attribué.');
      void queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const rowActions = useCallback(
    (row: ContactMessageRow): RowAction[] => [
      {
        id: 'open',
        label: 'Ouvrir le message',
        onAction: () => navigate(`/admin/contact-us-details/${row.id}`),
      },
      {
        id: 'take',
        label: row.assignee?.id === me.id ? 'Déjà attribué à moi' : 'M’attribuer',
        isDisabled: row.assignee?.id === me.id || take.isPending,
        onAction: () => take.mutate(row.id),
      },
    ],
    [navigate, me.id, take],
  );
  const rowLabel = useCallback((row: ContactMessageRow) => `${row.name}, ${row.email}`, []);
  return (
    <DataList<ContactMessageRow>
      label="Messages de contact"
      endpoint={listContactMessagesEndpoint}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      searchLabel="Rechercher (nom, e-mail, ville, message)"
      filters={FILTERS}
      rowActions={rowActions}
      rowLabel={rowLabel}
    />
  );
}
