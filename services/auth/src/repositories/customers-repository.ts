import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AuthDatabase, CustomersTable } from '../database-schema.ts';

type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
export type CustomerRow = Selectable<CustomersTable>;

export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | null> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | null> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** Inserts a customer; null when the email is already taken (unique lower(email)). */
export async function insertCustomer(
  db: Executor,
  values: Omit<Insertable<CustomersTable>, 'id'>,
): Promise<CustomerRow | null> {
  const row = await db
    .insertInto('customers')
    .values(values)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateCustomerRow(
  db: Executor,
  id: string,
  values: Updateable<CustomersTable>,
): Promise<CustomerRow | null> {
  const row = await db
    .updateTable('customers')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
