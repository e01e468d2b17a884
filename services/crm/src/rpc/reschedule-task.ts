import { rescheduleTask, taskDueForm } from '@courtage/contracts/crm/tasks/reschedule-task.rpc';
import { TASK_MESSAGES, taskCancelled, taskScheduled } from '@courtage/contracts/crm/tasks/task';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import { findTaskForUpdate, toTask, updateTaskRow } from '../repositories/tasks-repository.ts';

/**
 * `crm.reschedule-task`: an open task's new due moment; its reminder is cancelled and scheduled
 * again at that moment. A done or cancelled task is refused (409): reopen it first.
 */
export function rescheduleTaskHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(rescheduleTask, async ({ id, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(taskDueForm, form);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findTaskForUpdate(trx, id);
      if (!before) throw new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
      if (before.status !== 'a_faire') throw new AppError('CONFLICT', TASK_MESSAGES.notOpen);
      const after = await updateTaskRow(trx, id, { due_at: new Date(form.dueAt) });
      const task = toTask(after);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'rescheduled',
        entity: 'task',
        entityId: id,
        before: { dueAt: toTask(before).dueAt },
        after: { dueAt: task.dueAt },
      });
      const correlation = { correlationId: meta.correlationId };
      await enqueueEvent(trx, taskCancelled, { taskId: id }, correlation);
      await enqueueEvent(
        trx,
        taskScheduled,
        { taskId: id, title: task.title, dueAt: task.dueAt, assigneeId: task.assigneeId },
        correlation,
      );
      return task;
    });
  });
}
