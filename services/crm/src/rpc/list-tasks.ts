import { listTasks } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { toTask } from '../repositories/tasks-repository.ts';
import { fetchKeysetPage } from '../shared-lists/keyset-page.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

const SORT_COLUMNS = { dueAt: 'tasks.due_at', createdAt: 'tasks.created_at' } as const;

/** `crm.list-tasks`: mine or everyone's; by due date ascending the overdue ones come first. */
export function listTasksHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listTasks, async ({ filter, sort, cursor, limit }, meta) => {
    const staff = requireStaffActor(meta);
    const base = () => {
      let query = ctx.db.selectFrom('tasks');
      const assignee = filter.mine ? staff.id : filter.assigneeId;
      if (assignee) query = query.where('tasks.assignee_id', '=', assignee);
      if (filter.status) query = query.where('tasks.status', '=', filter.status);
      return query;
    };
    const [page, count] = await Promise.all([
      fetchKeysetPage(base().selectAll('tasks'), {
        sortColumn: SORT_COLUMNS[sort.field],
        idColumn: 'tasks.id',
        direction: sort.direction,
        cursor,
        limit,
      }),
      base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const now = new Date();
    return {
      rows: page.rows.map((row) => toTask(row, now)),
      nextCursor: page.nextCursor,
      total: count.total,
    };
  });
}
