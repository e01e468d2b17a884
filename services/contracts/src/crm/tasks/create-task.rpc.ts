import { defineRpc } from '../../define.ts';
import { Task, taskForm } from './task.ts';

export const createTask = defineRpc({
  service: 'crm',
  type: 'crm.create-task',
  version: 1,
  request: taskForm.schema,
  response: Task,
});
