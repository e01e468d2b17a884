import type { Task, TaskInput, TaskStatus } from '@courtage/contracts/crm/tasks/task';
import { apiRequest } from '../auth/api-client.ts';
import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

// Tasks (/admin/task): mine or everyone's, overdue first; create, reschedule, complete.
const BASE = '/api/v1/task';

export const listTasks = (query: URLSearchParams): Promise<ListPage<Task>> =>
  fetchListPage<Task>(BASE, query);
export const exportTasksCsv = (query: URLSearchParams) => downloadListCsv(BASE, query, 'taches.csv');
export const createTask = (json: TaskInput) => apiRequest<Task>(BASE, { method: 'POST', auth: true, json });
export const updateTask = (taskId: string, json: TaskInput) =>
  apiRequest<Task>(`${BASE}/${encodeURIComponent(taskId)}`, { method: 'PUT', auth: true, json });
export const setTaskStatus = (taskId: string, status: TaskStatus) =>
  apiRequest<Task>(`${BASE}/${encodeURIComponent(taskId)}/status`, {
    method: 'PUT',
    auth: true,
    json: { status },
  });
