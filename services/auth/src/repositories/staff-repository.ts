import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AuthDatabase, StaffTable } from '../database-schema.ts';

type Executor = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
export type StaffRow = Selectable<StaffTable>;

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** Inserts a staff member; null when the email is already taken. */
export async function insertStaff(
  db: Executor,
  values: Omit<Insertable<StaffTable>, 'id'>,
): Promise<StaffRow | null> {
  const row = await db
    .insertInto('staff')
    .values(values)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateStaffRow(
  db: Executor,
  id: string,
  values: Updateable<StaffTable>,
): Promise<StaffRow | null> {
  const row = await db
    .updateTable('staff')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Active Admins, locked FOR UPDATE so two concurrent demotions cannot both pass the check. */
export async function lockActiveAdminIds(trx: Transaction<AuthDatabase>): Promise<string[]> {
  const rows = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}
