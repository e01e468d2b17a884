import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { Task } from './task.ts';

export const getTask = defineRpc({
  service: 'crm',
  type: 'crm.get-task',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Task,
});
