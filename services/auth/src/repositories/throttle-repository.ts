import { sql } from 'kysely';
import type { Executor } from './accounts-repository.ts';

/** How many hits `bucket` has in the last `windowMs`. */
export async function countRecentHits(db: Executor, bucket: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('throttle_hits')
    .select((eb) => eb.fn.countAll<number>().as('hits'))
    .where('bucket', '=', bucket)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Stores one hit and prunes the bucket's hits older than a day. */
export async function insertHit(db: Executor, bucket: string): Promise<void> {
  await db.insertInto('throttle_hits').values({ bucket }).execute();
  // Old hits are worthless: prune this bucket's so the table stays small.
  await db
    .deleteFrom('throttle_hits')
    .where('bucket', '=', bucket)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function deleteHits(db: Executor, bucket: string): Promise<void> {
  await db.deleteFrom('throttle_hits').where('bucket', '=', bucket).execute();
}
