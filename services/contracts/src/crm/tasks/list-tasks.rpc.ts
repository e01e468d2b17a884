import { Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { TASK_STATUSES, Task } from './task.ts';

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
