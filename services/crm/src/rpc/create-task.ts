import { createTask } from '@courtage/contracts/crm/tasks/create-task.rpc';
import { taskScheduled } from '@courtage/contracts/crm/tasks/task';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { RecordsContext } from '../records-context.ts';
import { insertTask, toTask } from '../repositories/tasks-repository.ts';
import { checkTaskInput } from '../tasks/check-task-input.ts';

/** `crm.create-task`: stored, audited and `crm.task.scheduled` written in the same transaction. */
export function createTaskHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(createTask, async (input, meta) => {
    const staff = requireStaffActor(meta);
    const values = await checkTaskInput(ctx.db, ctx.bus, meta, input);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await insertTask(trx, { ...values, created_by: staff.id });
      const task = toTask(row);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'create',
        entity: 'task',
        entityId: row.id,
        after: task,
      });
      await enqueueEvent(
        trx,
        taskScheduled,
        { taskId: row.id, title: row.title, dueAt: task.dueAt, assigneeId: row.assignee_id },
        { correlationId: meta.correlationId },
      );
      return task;
    });
  });
}
