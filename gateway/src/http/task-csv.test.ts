import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import type { Task } from '@courtage/contracts/crm/tasks/task';
import { describe, expect, it } from 'vitest';
import { csvRecord } from './list-route.ts';

const TASK_CSV_COLUMNS = listTasksEndpoint.csv?.columns ?? [];

const task: Task = {
  id: '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11',
  title: 'Rappeler Mme Durand',
  // 08:30 UTC in July is 10:30 in Paris (summer time).
  dueAt: '2026-07-15T08:30:00.000Z',
  assigneeId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
  assigneeName: 'Claire Martin',
  createdBy: 'Alice Martin',
  linkedType: null,
  linkedId: null,
  status: 'a_faire',
  overdue: false,
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
};

describe('the tasks CSV export', () => {
  it('shows the assignee by name and the due date in Paris time', () => {
    expect(TASK_CSV_COLUMNS.map((column) => column.header)).toEqual([
      'Tâche',
      'Échéance',
      'Responsable',
      'Statut',
    ]);
    expect(csvRecord(task, TASK_CSV_COLUMNS)).toEqual([
      'Rappeler Mme Durand',
      '15/07/2026 10:30',
      'Claire Martin',
      'À faire',
    ]);
  });

  it('falls back to the id when auth could not name the assignee', () => {
    const { assigneeName: _, ...unnamed } = task;
    expect(csvRecord(unnamed, TASK_CSV_COLUMNS)[2]).toBe(task.assigneeId);
  });
});
