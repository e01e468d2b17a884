import type { UserQueryFilter } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import type {
  MyUserQueryRow,
  UserQueryRow,
  UserQueryStatus,
} from '@courtage/contracts/crm/user-queries/user-query';
import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CrmDatabase, UserQueriesTable } from '../database-schema.ts';
import { fetchKeysetPage, foldedContains } from './keyset-page.ts';
import { parisDayStart } from './paris-day.ts';

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;
export type StoredUserQuery = Selectable<UserQueriesTable>;

const SORT_COLUMNS = {
  createdAt: 'user_queries.created_at',
  userName: 'user_queries.user_name',
  userEmail: 'user_queries.user_email',
  status: 'user_queries.status',
} as const;

export function toUserQueryRow(row: StoredUserQuery): UserQueryRow {
  return {
    id: row.id,
    customerId: row.customer_id,
    userName: row.user_name,
    userEmail: row.user_email,
    status: row.status,
    query: row.query,
    feedback: row.feedback,
    feedbackBy: row.feedback_by_name,
    feedbackAt: row.feedback_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export function toMyUserQueryRow(row: StoredUserQuery): MyUserQueryRow {
  return {
    id: row.id,
    status: row.status,
    query: row.query,
    feedback: row.feedback,
    feedbackAt: row.feedback_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function insertUserQuery(
  trx: Transaction<CrmDatabase>,
  values: { customer_id: string; user_name: string; user_email: string; query: string },
): Promise<StoredUserQuery> {
  return trx.insertInto('user_queries').values(values).returningAll().executeTakeFirstOrThrow();
}

function filtered(db: Executor, filter: Static<typeof UserQueryFilter> & { customerId?: string }) {
  let query = db.selectFrom('user_queries');
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from) query = query.where('created_at', '>=', parisDayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', parisDayStart(filter.to, true));
  if (filter.q?.trim())
    query = query.where(foldedContains(['user_name', 'user_email', 'query', 'feedback'], filter.q));
  return query;
}

/** One keyset page of questions (every customer's, or one customer's) and the total. */
export async function listUserQueryPage(
  db: Executor,
  request: {
    filter: Static<typeof UserQueryFilter> & { customerId?: string };
    sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' };
    cursor?: string;
    limit: number;
  },
): Promise<{ rows: StoredUserQuery[]; nextCursor: string | null; total: number }> {
  const [page, count] = await Promise.all([
    fetchKeysetPage(filtered(db, request.filter).selectAll('user_queries'), {
      sortColumn: SORT_COLUMNS[request.sort.field],
      idColumn: 'user_queries.id',
      direction: request.sort.direction,
      ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
      limit: request.limit,
    }),
    filtered(db, request.filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page.rows, nextCursor: page.nextCursor, total: Number(count.total) };
}

export async function findUserQueryForUpdate(
  trx: Transaction<CrmDatabase>,
  id: string,
): Promise<StoredUserQuery | null> {
  return (
    (await trx.selectFrom('user_queries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) ??
    null
  );
}

export async function updateUserQuery(
  trx: Transaction<CrmDatabase>,
  id: string,
  values: {
    status: UserQueryStatus;
    feedback?: string;
    feedback_by_id?: string;
    feedback_by_name?: string;
    feedback_at?: Date;
  },
): Promise<StoredUserQuery> {
  return trx
    .updateTable('user_queries')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
