import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';
import { deleteExpiredRows } from '../repositories/prune-repository.ts';

/**
 * Deletes what can never be used again: throttle hits older than a day, sign-in
 * challenges, link tokens and sign-ups awaiting activation expired for a week, sessions (with their refresh tokens)
 * expired for 30 days. Returns how many rows went, per table.
 */
export function pruneExpired(db: Kysely<AuthDatabase>): Promise<Record<string, number>> {
  return deleteExpiredRows(db);
}
