import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { TASK_STATUSES, Task } from './task.ts';

/** The body of `PUT /api/v1/task/:id/status`. */
export const taskStatusForm = defineForm({
  schema: Type.Object({ status: oneOf(TASK_STATUSES) }, { additionalProperties: false }),
  messages: { status: 'Veuillez choisir le statut de la tâche.' },
});

export const setTaskStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-task-status',
  version: 1,
  request: Type.Object({ id: Uuid, ...taskStatusForm.schema.properties }, { additionalProperties: false }),
  response: Task,
});

export const setTaskStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/task/:id/status',
  rpc: setTaskStatus,
  access: 'staff',
  bodyForm: taskStatusForm,
  summary: 'Terminer, annuler ou rouvrir une tâche',
  tags: ['tâches'],
});
