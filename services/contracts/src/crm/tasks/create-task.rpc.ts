import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Task, taskForm } from './task.ts';

export const createTask = defineRpc({
  service: 'crm',
  type: 'crm.create-task',
  version: 1,
  request: taskForm.schema,
  response: Task,
});

export const createTaskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/task',
  rpc: createTask,
  access: 'staff',
  status: 201,
  summary: 'Créer une tâche (rappel à l’échéance)',
  tags: ['tâches'],
});
