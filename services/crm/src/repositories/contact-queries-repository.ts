import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ContactQueriesTable, CrmDatabase } from '../database-schema.ts';

export type ContactQueryRow = Selectable<ContactQueriesTable>;
export type NewContactQuery = Omit<Insertable<ContactQueriesTable>, 'id' | 'status' | 'admin_feedback'>;

type Executor = Kysely<CrmDatabase> | Transaction<CrmDatabase>;

/**
 * Stores a new query with status 'received'; pass the transaction that also enqueues its event.
 * Null when a query with the same `request_id` exists already (a retried submit): nothing stored.
 */
export async function insertContactQuery(
  db: Executor,
  values: NewContactQuery,
): Promise<ContactQueryRow | null> {
  const row = await db
    .insertInto('contact_queries')
    .values(values)
    .onConflict((conflict) => conflict.column('request_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The query with this id, or null when there is none. */
export async function findContactQueryById(db: Executor, id: string): Promise<ContactQueryRow | null> {
  const row = await db.selectFrom('contact_queries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}
