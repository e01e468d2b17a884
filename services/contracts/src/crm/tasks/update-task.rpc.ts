import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Task, taskForm } from './task.ts';

export const updateTask = defineRpc({
  service: 'crm',
  type: 'crm.update-task',
  version: 1,
  request: Type.Object({ id: Uuid, task: taskForm.schema }, { additionalProperties: false }),
  response: Task,
});

export const updateTaskEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/task/:id',
  rpc: updateTask,
  access: 'staff',
  bodyKey: 'task',
  summary: 'Modifier une tâche',
  tags: ['tâches'],
});
