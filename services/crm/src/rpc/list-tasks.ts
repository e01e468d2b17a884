import { listTasks } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { listTaskPage, toTask } from '../repositories/tasks-repository.ts';
import { staffNames } from '../shared-lists/find-staff-member.ts';

/**
 * `crm.list-tasks`: mine or everyone's; by due date ascending the overdue ones come first. Each
 * row carries its assignee's name (one auth call per page), for the screen and the CSV export.
 */
export function listTasksHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listTasks, async ({ filter, sort, cursor, limit }, meta) => {
    const staff = requireStaffActor(meta);
    const assigneeId = filter.mine ? staff.id : filter.assigneeId;
    const page = await listTaskPage(
      ctx.db,
      { assigneeId, status: filter.status },
      { field: sort.field, direction: sort.direction, cursor, limit },
    );
    const now = new Date();
    const nameOf = await staffNames(
      ctx.bus,
      page.rows.map((row) => row.assignee_id),
      meta,
    );
    return {
      ...page,
      rows: page.rows.map((row) => {
        const assigneeName = nameOf(row.assignee_id);
        return assigneeName === undefined ? toTask(row, now) : { ...toTask(row, now), assigneeName };
      }),
    };
  });
}
