import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { parisDateTime } from '../../format/french-date.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { TASK_STATUS_LABELS, TASK_STATUSES, Task, type TaskStatus } from './task.ts';

/** `/admin/task`: `mine` (the actor's), or everyone's; sort `dueAt` ascending puts overdue first. */
export const TaskListFilter = Type.Object(
  {
    mine: Type.Optional(Type.Boolean()),
    assigneeId: Type.Optional(Uuid),
    status: Type.Optional(oneOf(TASK_STATUSES)),
  },
  { additionalProperties: false },
);

export const taskListFilterForm = defineForm({
  schema: TaskListFilter,
  messages: {
    mine: REQUEST_MESSAGES.invalidField,
    assigneeId: CRM_MESSAGES.staffUnknown,
    status: 'Statut de tâche inconnu.',
  },
});

export const listTasks = defineListRpc({
  service: 'crm',
  type: 'crm.list-tasks',
  row: Task,
  filter: TaskListFilter,
  sortFields: ['dueAt', 'createdAt'],
});

export const listTasksEndpoint = defineListEndpoint({
  path: '/api/v1/task',
  rpc: listTasks,
  access: 'staff',
  filterForm: taskListFilterForm,
  defaultSort: { field: 'dueAt', direction: 'asc' },
  summary: 'Tâches (les miennes ou toutes), en retard d’abord',
  tags: ['tâches'],
  csv: {
    fileName: 'taches',
    // The assignee by name and the due date in Paris time.
    columns: [
      { key: 'title', header: 'Tâche' },
      { key: 'dueAt', header: 'Échéance', format: (value) => parisDateTime(String(value)) },
      {
        key: 'assigneeName',
        header: 'Responsable',
        format: (_value, row) => row.assigneeName ?? row.assigneeId,
      },
      { key: 'status', header: 'Statut', format: (value) => TASK_STATUS_LABELS[value as TaskStatus] },
    ],
  },
});
