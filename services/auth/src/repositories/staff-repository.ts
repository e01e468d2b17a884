import type { Selectable, Transaction } from 'kysely';
import type { AuthDatabase, StaffTable } from '../database-schema.ts';
import { accountsRepository } from './accounts-repository.ts';

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
