import { setTaskStatus, taskStatusForm } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
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

/** `crm.set-task-status`: done or cancelled drops the reminder; reopened schedules it again. */
export function setTaskStatusHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(setTaskStatus, async ({ id, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(taskStatusForm, form);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findTaskForUpdate(trx, id);
      if (!before) throw new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
      if (before.status === form.status) return toTask(before);
      const after = await updateTaskRow(trx, id, { status: form.status });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'status-changed',
        entity: 'task',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      const correlation = { correlationId: meta.correlationId };
      if (before.status === 'a_faire') await enqueueEvent(trx, taskCancelled, { taskId: id }, correlation);
      else if (after.status === 'a_faire')
        await enqueueEvent(
          trx,
          taskScheduled,
          {
            taskId: id,
            title: after.title,
            dueAt: after.due_at.toISOString(),
            assigneeId: after.assignee_id,
          },
          correlation,
        );
      return toTask(after);
    });
  });
}
