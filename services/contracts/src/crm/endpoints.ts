import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { createTaskEndpoint } from './tasks/create-task.rpc.ts';
import { getTaskEndpoint } from './tasks/get-task.rpc.ts';
import { listTasksEndpoint } from './tasks/list-tasks.rpc.ts';
import { rescheduleTaskEndpoint } from './tasks/reschedule-task.rpc.ts';
import { setTaskStatusEndpoint } from './tasks/set-task-status.rpc.ts';
import { updateTaskEndpoint } from './tasks/update-task.rpc.ts';

/** The CRM's endpoints the gateway mounts (records, tasks, agenda, pipeline, search). */
export const CRM_ENDPOINTS: readonly Endpoint[] = [
  listTasksEndpoint,
  createTaskEndpoint,
  getTaskEndpoint,
  updateTaskEndpoint,
  setTaskStatusEndpoint,
  rescheduleTaskEndpoint,
];
