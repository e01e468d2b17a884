import { TASK_MESSAGES, taskCancelled, taskScheduled } from '@courtage/contracts/crm/tasks/task';
import { updateTask } from '@courtage/contracts/crm/tasks/update-task.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { RecordsContext } from '../records-context.ts';
import { findTaskForUpdate, toTask, updateTaskRow } from '../repositories/tasks-repository.ts';
import { checkTaskInput } from '../tasks/check-task-input.ts';

/**
 * `crm.update-task`: a new due time, title or assignee of an open task cancels its reminder and
 * schedules a new one (`crm.task.cancelled` then `crm.task.scheduled`).
 */
export function updateTaskHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(updateTask, async ({ id, task }, meta) => {
    requireStaffActor(meta);
    const values = await checkTaskInput(ctx.db, ctx.bus, meta, task);
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findTaskForUpdate(trx, id);
      if (!before) throw new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
      const after = await updateTaskRow(trx, id, values);
      const result = toTask(after);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'update',
        entity: 'task',
        entityId: id,
        before: toTask(before),
        after: result,
      });
      const reminderChanged =
        before.due_at.getTime() !== after.due_at.getTime() ||
        before.assignee_id !== after.assignee_id ||
        before.title !== after.title;
      if (after.status === 'a_faire' && reminderChanged) {
        const correlation = { correlationId: meta.correlationId };
        await enqueueEvent(trx, taskCancelled, { taskId: id }, correlation);
        await enqueueEvent(
          trx,
          taskScheduled,
          { taskId: id, title: after.title, dueAt: result.dueAt, assigneeId: after.assignee_id },
          correlation,
        );
      }
      return result;
    });
  });
}
