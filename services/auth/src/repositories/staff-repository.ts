import { type Selectable, sql, type Transaction } from 'kysely';
import type { AuthDatabase, StaffTable } from '../database-schema.ts';
import { accountsRepository, type Executor } from './accounts-repository.ts';

export type StaffRow = Selectable<StaffTable>;

const staff = accountsRepository('staff');
export const findStaffByEmail = staff.findByEmail;
export const findStaffById = staff.findById;
export const insertStaff = staff.insert;
export const updateStaffRow = staff.update;

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

/** A page of staff members, newest first, filtered on name or email, and the filtered total. */
export async function listStaffPage(
  db: Executor,
  filter: { q?: string; page: number; pageSize: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  let query = db.selectFrom('staff');
  const term = filter.q?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Accents and case ignored, folded by PostgreSQL (migration 0004).
    const folded = sql<string>`search_fold(${like})`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`search_fold(name)`, 'like', folded),
        eb(sql<string>`search_fold(email)`, 'like', folded),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Deletes the account and its pending link tokens; false when there was no such account. */
export async function deleteStaffAccount(trx: Transaction<AuthDatabase>, staffId: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('staff').where('id', '=', staffId).returning('id').executeTakeFirst();
  if (!deleted) return false;
  await trx
    .deleteFrom('link_tokens')
    .where('account_kind', '=', 'staff')
    .where('account_id', '=', staffId)
    .execute();
  return true;
}

/** The active staff members (or those of `staffIds` still active), oldest first. */
export async function listActiveStaff(
  db: Executor,
  staffIds?: readonly string[],
): Promise<{ id: string; name: string; email: string }[]> {
  let query = db.selectFrom('staff').select(['id', 'name', 'email']).where('disabled_at', 'is', null);
  if (staffIds) query = query.where('id', 'in', staffIds);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** True when at least one Admin account exists. */
export async function hasAdmin(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
