import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AuthDatabase, CustomersTable, StaffTable } from '../database-schema.ts';

export type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
type AccountTables = { customers: CustomersTable; staff: StaffTable };

/**
 * The queries customers and staff share (same columns for them: id, email unique on
 * lower(email), updated_at), typed per table. Kysely cannot check a query over a table name
 * that is a type parameter: inside, the queries are checked against both account tables (the
 * executor seen through them) and each function's signature gives the row of table `T`.
 */
export function accountsRepository<T extends keyof AccountTables>(table: T) {
  type Row = Selectable<AccountTables[T]>;
  // AuthDatabase has both tables; Kysely's types are invariant in the database, hence the cast.
  const on = (db: Executor) => db as unknown as Kysely<AccountTables>;
  const name: keyof AccountTables = table;
  return {
    async findByEmail(db: Executor, email: string): Promise<Row | null> {
      const row = await on(db)
        .selectFrom(name)
        .selectAll()
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return (row as Row | undefined) ?? null;
    },
    async findById(db: Executor, id: string): Promise<Row | null> {
      const row = await on(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
      return (row as Row | undefined) ?? null;
    },
    /** Inserts an account; null when the email is already taken (unique lower(email)). */
    async insert(db: Executor, values: Omit<Insertable<AccountTables[T]>, 'id'>): Promise<Row | null> {
      const row = await on(db)
        .insertInto(name)
        .values(values as Insertable<AccountTables[keyof AccountTables]>)
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      return (row as Row | undefined) ?? null;
    },
    async update(db: Executor, id: string, values: Updateable<AccountTables[T]>): Promise<Row | null> {
      const row = await on(db)
        .updateTable(name)
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return (row as Row | undefined) ?? null;
    },
  };
}
