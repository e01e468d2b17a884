import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { rescheduleTaskEndpoint } from '@courtage/contracts/crm/tasks/reschedule-task.rpc';
import { setTaskStatusEndpoint } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
import { TASK_MESSAGES, TASK_STATUS_LABELS, type Task } from '@courtage/contracts/crm/tasks/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import {
  DataList,
  type DataListColumn,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import '../companies/components/crm.css';
import { TaskFormDialog } from './TaskFormDialog.tsx';
import { nextDay } from './task-values.ts';
import { useStaffDirectory } from './use-staff-directory.ts';

const LINK_LABELS = {
  company: 'Entreprise',
  contact: 'Contact',
  quote: 'Devis',
  contract: 'Contrat',
} as const;

function linkedCell(task: Task) {
  if (!task.linkedType || !task.linkedId) return '—';
  if (task.linkedType === 'company') return <Link to={`/admin/entreprise/${task.linkedId}`}>Entreprise</Link>;
  if (task.linkedType === 'contact') return <Link to={`/admin/contact/${task.linkedId}`}>Contact</Link>;
  return LINK_LABELS[task.linkedType];
}

/** /admin/task: my tasks and everyone's, the soonest due first (so overdue ones lead); create, complete. */
export default function TasksPage() {
  const staff = useStaffDirectory();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const scope = params.get('mine') === 'false' ? 'toutes' : 'miennes';
  // '?nouvelle=1' (the shortcut 'N' from any screen) opens the new task's dialog once.
  const asked = params.get('nouvelle') === '1';
  useEffect(() => {
    if (!asked) return;
    setCreating(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('nouvelle');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  const selectScope = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'toutes') next.set('mine', 'false');
      else next.delete('mine');
      next.delete('pages');
      return next;
    });
  const change = useMutation({
    mutationFn: ({ task, status }: { task: Task; status: Task['status'] }) =>
      call(setTaskStatusEndpoint, { id: task.id, status }),
    onSuccess: (task) => {
      toast.success(`« ${task.title} » : ${TASK_STATUS_LABELS[task.status]}.`);
      void queryClient.invalidateQueries({ queryKey: endpointKey(listTasksEndpoint) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  // The same time the next day: the most common reschedule, in one click.
  const postpone = useMutation({
    mutationFn: (task: Task) => call(rescheduleTaskEndpoint, { id: task.id, dueAt: nextDay(task.dueAt) }),
    onSuccess: (task) => {
      toast.success(`« ${task.title} » est reportée au ${formatDateTimeFr(task.dueAt)}.`);
      void queryClient.invalidateQueries({ queryKey: endpointKey(listTasksEndpoint) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const columns = useMemo<DataListColumn<Task>[]>(
    () => [
      { id: 'title', header: 'Tâche' },
      {
        id: 'dueAt',
        header: 'Échéance',
        sortable: true,
        cell: (row) => (
          <>
            {formatDateTimeFr(row.dueAt)}
            {row.overdue ? ' ' : null}
            {row.overdue ? <StatusBadge label="En retard" tone="danger" /> : null}
          </>
        ),
      },
      {
        id: 'assigneeId',
        header: 'En charge',
        cell: (row) => row.assigneeName ?? staff.nameOf(row.assigneeId),
      },
      { id: 'linkedType', header: 'Lié à', cell: linkedCell },
      {
        id: 'status',
        header: 'Statut',
        cell: (row) => (
          <StatusBadge
            label={TASK_STATUS_LABELS[row.status]}
            tone={row.status === 'terminee' ? 'success' : row.status === 'annulee' ? 'neutral' : 'info'}
          />
        ),
      },
      { id: 'createdAt', header: 'Créée le', sortable: true, cell: (row) => formatDateTimeFr(row.createdAt) },
    ],
    [staff.nameOf],
  );
  const rowActions = useCallback(
    (row: Task): RowAction[] =>
      row.status === 'a_faire'
        ? [
            { id: 'edit', label: 'Modifier ou reprogrammer', onAction: () => setEditing(row) },
            { id: 'postpone', label: 'Reporter au lendemain', onAction: () => postpone.mutate(row) },
            {
              id: 'done',
              label: 'Marquer terminée',
              onAction: () => change.mutate({ task: row, status: 'terminee' }),
            },
            {
              id: 'cancel',
              label: 'Annuler la tâche',
              onAction: () => change.mutate({ task: row, status: 'annulee' }),
            },
          ]
        : [
            {
              id: 'reopen',
              label: 'Rouvrir',
              onAction: () => change.mutate({ task: row, status: 'a_faire' }),
            },
          ],
    [change.mutate, postpone.mutate],
  );
  const fetchPage = useCallback((query: URLSearchParams) => {
    const next = new URLSearchParams(query);
    // 'Mes tâches' is the default tab: the API reads mine=true.
    if (!next.has('mine')) next.set('mine', 'true');
    return listPage(listTasksEndpoint, next);
  }, []);
  const list = (label: string) => (
    <DataList<Task>
      label={label}
      endpoint={listTasksEndpoint}
      columns={columns}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.title}
      defaultSort={{ field: 'dueAt', direction: 'asc' }}
      extraFilterNames={['mine']}
      filters={[
        {
          kind: 'select',
          name: 'status',
          label: 'Statut',
          allLabel: 'Tous les statuts',
          options: Object.entries(TASK_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
      ]}
      rowActions={rowActions}
      emptyMessage={TASK_MESSAGES.empty}
    />
  );
  return (
    <section className="bo-page" aria-labelledby="tasks-title">
      <header className="bo-page__header">
        <div>
          <h1 id="tasks-title" className="bo-page__title">
            Tâches
          </h1>
          <p className="bo-page__lead">
            Les plus proches de l’échéance d’abord : les tâches en retard sont en tête.
          </p>
        </div>
        <button type="button" className="bo-button bo-button--primary" onClick={() => setCreating(true)}>
          Nouvelle tâche
        </button>
      </header>
      <Tabs selectedKey={scope} onSelectionChange={(key) => selectScope(String(key))}>
        <TabList className="bo-tabs__list" aria-label="Tâches de qui">
          <Tab id="miennes" className="bo-tabs__tab">
            Mes tâches
          </Tab>
          <Tab id="toutes" className="bo-tabs__tab">
            Toutes les tâches
          </Tab>
        </TabList>
        <TabPanel id="miennes" className="bo-tabs__panel">
          {list('Mes tâches')}
        </TabPanel>
        <TabPanel id="toutes" className="bo-tabs__panel">
          {list('Toutes les tâches')}
        </TabPanel>
      </Tabs>
      <TaskFormDialog isOpen={creating} onOpenChange={setCreating} />
      <TaskFormDialog
        task={editing}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </section>
  );
}
