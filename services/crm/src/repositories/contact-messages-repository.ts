import type {
  ContactMessageReply,
  ContactMessageRow,
  ContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/contact-message';
import type { ContactMessageFilter } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ContactQueriesTable, ContactQueryRepliesTable, CrmDatabase } from '../database-schema.ts';
import { fetchKeysetPage, foldedContains } from './keyset-page.ts';
import { parisDayStart } from './paris-day.ts';

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;
type ContactQueryRow = Selectable<ContactQueriesTable>;

const SORT_COLUMNS = {
  createdAt: 'contact_queries.created_at',
  name: 'contact_queries.name',
  email: 'contact_queries.email',
  status: 'contact_queries.status',
} as const;

export function toContactMessageRow(row: ContactQueryRow): ContactMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    postalCode: row.postal_code,
    city: row.city,
    message: row.message,
    status: row.status,
    assignee:
      row.assignee_id !== null && row.assignee_name !== null
        ? { id: row.assignee_id, name: row.assignee_name }
        : null,
    replyCount: row.reply_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function filtered(db: Executor, filter: Static<typeof ContactMessageFilter>, staffId: string) {
  let query = db.selectFrom('contact_queries');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.assignee === 'none') query = query.where('assignee_id', 'is', null);
  else if (filter.assignee)
    query = query.where('assignee_id', '=', filter.assignee === 'me' ? staffId : filter.assignee);
  if (filter.from) query = query.where('created_at', '>=', parisDayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', parisDayStart(filter.to, true));
  if (filter.q?.trim()) query = query.where(foldedContains(['name', 'email', 'city', 'message'], filter.q));
  return query;
}

/** One keyset page of messages and the total matching the filter. */
export async function listContactMessagePage(
  db: Executor,
  request: {
    filter: Static<typeof ContactMessageFilter>;
    sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' };
    cursor?: string;
    limit: number;
  },
  staffId: string,
): Promise<{ rows: ContactMessageRow[]; nextCursor: string | null; total: number }> {
  const [page, count] = await Promise.all([
    fetchKeysetPage(filtered(db, request.filter, staffId).selectAll('contact_queries'), {
      sortColumn: SORT_COLUMNS[request.sort.field],
      idColumn: 'contact_queries.id',
      direction: request.sort.direction,
      ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
      limit: request.limit,
    }),
    filtered(db, request.filter, staffId)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: page.rows.map(toContactMessageRow),
    nextCursor: page.nextCursor,
    total: Number(count.total),
  };
}

/** The message, locked for the rest of the transaction when `forUpdate`; null when there is none. */
export async function findContactMessage(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<ContactQueryRow | null> {
  let query = db.selectFrom('contact_queries').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function updateContactMessage(
  trx: Transaction<CrmDatabase>,
  id: string,
  values: {
    status?: ContactMessageStatus;
    assignee_id?: string | null;
    assignee_name?: string | null;
    replied?: boolean;
  },
): Promise<ContactQueryRow> {
  const { replied, ...columns } = values;
  return trx
    .updateTable('contact_queries')
    .set({
      ...columns,
      ...(replied ? { reply_count: sql<number>`reply_count + 1` } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function toReply(row: Selectable<ContactQueryRepliesTable>): ContactMessageReply {
  return {
    id: row.id,
    body: row.body,
    author: { id: row.author_id, name: row.author_name },
    createdAt: row.created_at.toISOString(),
  };
}

export async function insertContactReply(
  trx: Transaction<CrmDatabase>,
  values: { contact_query_id: string; author_id: string; author_name: string; body: string },
): Promise<ContactMessageReply> {
  return toReply(
    await trx.insertInto('contact_query_replies').values(values).returningAll().executeTakeFirstOrThrow(),
  );
}

/** The replies of a message, oldest first. */
export async function listContactReplies(db: Executor, contactId: string): Promise<ContactMessageReply[]> {
  const rows = await db
    .selectFrom('contact_query_replies')
    .selectAll()
    .where('contact_query_id', '=', contactId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toReply);
}
