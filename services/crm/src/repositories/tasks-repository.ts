import type { Task, TaskStatus } from '@courtage/contracts/crm/tasks/task';
import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { RecordsDatabase, TasksTable } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';

type Executor = Kysely<RecordsDatabase> | Transaction<RecordsDatabase>;
export type StoredTask = Selectable<TasksTable>;

const SORT_COLUMNS = { dueAt: 'tasks.due_at', createdAt: 'tasks.created_at' } as const;

/** The tables a task may link to, by the link's kind. */
const LINK_TABLES = {
  company: 'companies',
  contact: 'contacts',
  quote: 'quotes',
  contract: 'contracts',
} as const;

export function toTask(row: StoredTask, now = new Date()): Task {
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

export async function insertTask(db: Executor, values: Insertable<TasksTable>): Promise<StoredTask> {
  return db.insertInto('tasks').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findTask(db: Executor, id: string): Promise<StoredTask | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The task, its row locked until the transaction ends. */
export async function findTaskForUpdate(
  trx: Transaction<RecordsDatabase>,
  id: string,
): Promise<StoredTask | undefined> {
  return trx.selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateTaskRow(
  db: Executor,
  id: string,
  values: Updateable<TasksTable>,
): Promise<StoredTask> {
  return db
    .updateTable('tasks')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the record a task links to exists. */
export async function linkedRecordExists(
  db: Executor,
  linkedType: keyof typeof LINK_TABLES,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(LINK_TABLES[linkedType])
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** One keyset page of tasks (optionally one assignee's, one status) and the count of all matching. */
export async function listTaskPage(
  db: Executor,
  filter: { assigneeId?: string; status?: TaskStatus },
  page: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc'; cursor?: string; limit: number },
) {
  const base = () => {
    let query = db.selectFrom('tasks');
    if (filter.assigneeId) query = query.where('tasks.assignee_id', '=', filter.assigneeId);
    if (filter.status) query = query.where('tasks.status', '=', filter.status);
    return query;
  };
  const [rows, count] = await Promise.all([
    fetchKeysetPage(base().selectAll('tasks'), {
      sortColumn: SORT_COLUMNS[page.field],
      idColumn: 'tasks.id',
      direction: page.direction,
      cursor: page.cursor,
      limit: page.limit,
    }),
    base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.rows, nextCursor: rows.nextCursor, total: count.total };
}
