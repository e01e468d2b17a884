import type { Insertable, Selectable } from 'kysely';
import type { PendingSignupsTable } from '../database-schema.ts';
import type { Executor } from './accounts-repository.ts';

export type PendingSignupRow = Selectable<PendingSignupsTable>;

/** Keeps a sign-up request until its activation link is followed. */
export async function insertPendingSignup(
  db: Executor,
  values: Insertable<PendingSignupsTable>,
): Promise<void> {
  await db.insertInto('pending_signups').values(values).execute();
}

/** Spends a sign-up's activation token (by its hash): the pending request, or undefined. */
export async function consumePendingSignup(
  db: Executor,
  tokenHash: Buffer,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  return db
    .updateTable('pending_signups')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
