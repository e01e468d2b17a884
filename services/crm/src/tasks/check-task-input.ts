import { type TaskInput, taskForm } from '@courtage/contracts/crm/tasks/task';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { Bus, RpcMeta } from '@courtage/runtime/bus';
import { invalid } from '../records-errors.ts';
import type { RecordsDb } from '../records-schema.ts';
import { linkedRecordExists } from '../repositories/tasks-repository.ts';
import { findStaffMember } from '../shared-lists/find-staff-member.ts';

/** The task's columns: the form checked, the assignee an active staff member, the link existing. */
export async function checkTaskInput(db: RecordsDb, bus: Bus, meta: RpcMeta, input: TaskInput) {
  const errors = checkForm(taskForm, input);
  if (errors.length > 0) throw invalid(errors);
  if (!(await findStaffMember(bus, input.assigneeId, meta)))
    errors.push({ field: 'assigneeId', message: taskForm.messages.assigneeId as string });
  if (input.linkedType && input.linkedId) {
    if (!(await linkedRecordExists(db, input.linkedType, input.linkedId)))
      errors.push({ field: 'linkedId', message: taskForm.messages.linkedId as string });
  }
  if (errors.length > 0) throw invalid(errors);
  return {
    title: input.title.trim(),
    due_at: new Date(input.dueAt),
    assignee_id: input.assigneeId,
    linked_type: input.linkedType ?? null,
    linked_id: input.linkedId ?? null,
  };
}
