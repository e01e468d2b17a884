import { type Kysely, sql } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';

/**
 * Deletes throttle hits older than a day, sign-in challenges, link tokens, sign-ups awaiting
 * activation and prospects' address proofs expired for a week, sessions (with their refresh tokens) expired for
 * 30 days. Returns how many rows went, per table.
 */
export async function deleteExpiredRows(db: Kysely<AuthDatabase>): Promise<Record<string, number>> {
  const hits = await db
    .deleteFrom('throttle_hits')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  const challenges = await db
    .deleteFrom('login_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  const links = await db
    .deleteFrom('link_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  const signups = await db
    .deleteFrom('pending_signups')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  const proofs = await db
    .deleteFrom('privacy_proofs')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now() - interval '30 days'`)
    .executeTakeFirst();
  return {
    throttle_hits: Number(hits.numDeletedRows),
    login_challenges: Number(challenges.numDeletedRows),
    link_tokens: Number(links.numDeletedRows),
    pending_signups: Number(signups.numDeletedRows),
    privacy_proofs: Number(proofs.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
  };
}
