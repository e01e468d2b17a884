import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Task } from './task.ts';

export const getTask = defineRpc({
  service: 'crm',
  type: 'crm.get-task',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Task,
});

export const getTaskEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/task/:id',
  rpc: getTask,
  access: 'staff',
  summary: 'Une tâche',
  tags: ['tâches'],
});
