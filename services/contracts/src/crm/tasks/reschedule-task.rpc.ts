import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { TASK_DUE_MESSAGE, TASK_DUE_RULES, Task } from './task.ts';

/** The body of a reschedule: the new due moment, with the task form's bounds. */
export const taskDueForm = defineForm({
  schema: Type.Object({ dueAt: IsoDateTime }, { additionalProperties: false }),
  messages: { dueAt: TASK_DUE_MESSAGE },
  rules: TASK_DUE_RULES,
});

/** Moves an open task's due moment; its reminder moves with it. */
export const rescheduleTask = defineRpc({
  service: 'crm',
  type: 'crm.reschedule-task',
  version: 1,
  request: Type.Object({ id: Uuid, ...taskDueForm.schema.properties }, { additionalProperties: false }),
  response: Task,
});

export const rescheduleTaskEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/task/:id/due',
  rpc: rescheduleTask,
  access: 'staff',
  bodyForm: taskDueForm,
  summary: 'Reporter une tâche (son rappel suit)',
  tags: ['tâches'],
});
