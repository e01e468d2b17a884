import type { Kysely, Transaction } from 'kysely';
import type { AccountKind, AuthDatabase } from '../database-schema.ts';

/** Inserts or replaces the account's avatar row. */
export async function upsertAvatar(
  trx: Transaction<AuthDatabase>,
  kind: AccountKind,
  accountId: string,
  contentType: string,
  bytes: Buffer,
): Promise<void> {
  const values = { content_type: contentType, bytes };
  const update = { ...values, updated_at: new Date() };
  if (kind === 'staff') {
    await trx
      .insertInto('staff_avatars')
      .values({ staff_id: accountId, ...values })
      .onConflict((oc) => oc.column('staff_id').doUpdateSet(update))
      .execute();
  } else {
    await trx
      .insertInto('customer_avatars')
      .values({ customer_id: accountId, ...values })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(update))
      .execute();
  }
}

/** The account's avatar row, or undefined. */
export async function findAvatar(
  db: Kysely<AuthDatabase>,
  kind: AccountKind,
  accountId: string,
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  return kind === 'staff'
    ? await db
        .selectFrom('staff_avatars')
        .select(['content_type', 'bytes'])
        .where('staff_id', '=', accountId)
        .executeTakeFirst()
    : await db
        .selectFrom('customer_avatars')
        .select(['content_type', 'bytes'])
        .where('customer_id', '=', accountId)
        .executeTakeFirst();
}
