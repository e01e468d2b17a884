import type { Selectable } from 'kysely';
import type { LoginChallengesTable } from '../database-schema.ts';
import type { Executor } from './accounts-repository.ts';

// The staff sign-in's challenges (step 1 opens one, step 2 answers it): their SQL.

export type LoginChallengeRow = Selectable<LoginChallengesTable>;

/** Opens a challenge; its id. */
export async function insertLoginChallenge(
  db: Executor,
  values: { staff_id: string; method: 'email' | 'totp'; expires_at: Date; last_sent_at: Date },
): Promise<string> {
  const row = await db
    .insertInto('login_challenges')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLoginChallenge(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      LoginChallengeRow,
      'code_hash' | 'sends' | 'last_sent_at' | 'expires_at' | 'attempts' | 'consumed_at'
    >
  >,
): Promise<void> {
  await db.updateTable('login_challenges').set(values).where('id', '=', id).execute();
}

/** The staff member a challenge belongs to, if it exists (no lock: the throttle's key). */
export async function findChallengeOwner(db: Executor, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('login_challenges')
    .select('staff_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.staff_id ?? null;
}

/** A challenge locked FOR UPDATE, so concurrent answers or resends are counted one by one. */
export async function lockLoginChallenge(db: Executor, id: string): Promise<LoginChallengeRow | null> {
  const row = await db
    .selectFrom('login_challenges')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** A challenge locked FOR UPDATE, with the address and name its code is emailed to. */
export async function lockChallengeWithRecipient(db: Executor, id: string) {
  const row = await db
    .selectFrom('login_challenges')
    .innerJoin('staff', 'staff.id', 'login_challenges.staff_id')
    .select([
      'login_challenges.id',
      'method',
      'sends',
      'last_sent_at',
      'expires_at',
      'consumed_at',
      'attempts',
    ])
    .select(['staff.email', 'staff.name'])
    .where('login_challenges.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}
