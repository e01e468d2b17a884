import { REVOKED_SESSION_TTL_SECONDS, revokedSessionKey } from '@courtage/contracts/auth/revoked-sessions';
import type { Logger } from '@courtage/runtime/logger';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';
import { listSessionIdsRevokedSince } from '../repositories/sessions-repository.ts';

/** Where revoked session ids are published for the gateway (see contracts/auth/revoked-sessions). */
export type RevocationList = {
  /** Publishes the ids; throws when Redis refuses, so that the revoking transaction rolls back. */
  add(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

export function createRevocationList(redisUrl: string, logger: Logger): RevocationList {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error }, 'redis (revocation list) unavailable');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  return {
    async add(sessionIds) {
      if (sessionIds.length === 0) return;
      const pipeline = redis.pipeline();
      for (const id of sessionIds)
        pipeline.set(revokedSessionKey(id), '1', 'EX', REVOKED_SESSION_TTL_SECONDS);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * At start: publishes again the sessions revoked within the last access-token lifetime,
 * in case Redis lost them (restart without persistence); their tokens would live again.
 */
export async function republishRecentRevocations(
  db: Kysely<AuthDatabase>,
  revocations: RevocationList,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - REVOKED_SESSION_TTL_SECONDS * 1000);
  const ids = await listSessionIdsRevokedSince(db, since);
  await revocations.add(ids);
  return ids.length;
}
