import { getTask } from '@courtage/contracts/crm/tasks/get-task.rpc';
import { TASK_MESSAGES } from '@courtage/contracts/crm/tasks/task';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findTask, toTask } from '../repositories/tasks-repository.ts';

/** `crm.get-task`. */
export function getTaskHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getTask, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findTask(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
    return toTask(row);
  });
}
