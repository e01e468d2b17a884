import type { Task } from '@courtage/contracts/crm/tasks/task';
import type { Selectable } from 'kysely';
import type { TasksTable } from '../records-schema.ts';

export function toTask(row: Selectable<TasksTable>, now = new Date()): Task {
  return {
    id: row.id,
    title: row.title,
    dueAt: row.due_at.toISOString(),
    assigneeId: row.assignee_id,
    createdBy: row.created_by,
    linkedType: row.linked_type,
    linkedId: row.linked_id,
    status: row.status,
    overdue: row.status === 'a_faire' && row.due_at.getTime() < now.getTime(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
