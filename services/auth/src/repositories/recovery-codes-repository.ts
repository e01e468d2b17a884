import type { Executor } from './accounts-repository.ts';

// The single-use recovery codes of a staff member's TOTP (stored hashed).

/** Replaces every recovery code of the staff member with these hashes. */
export async function replaceRecoveryCodes(db: Executor, staffId: string, hashes: Buffer[]): Promise<void> {
  await deleteRecoveryCodes(db, staffId);
  if (hashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodes(db: Executor, staffId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('staff_id', '=', staffId).execute();
}

/** Marks an unused code as used; false when the staff member has no such unused code. */
export async function consumeRecoveryCode(db: Executor, staffId: string, hash: Buffer): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ consumed_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
