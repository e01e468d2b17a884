import { purgeCrmData, purgeOfferData } from '@courtage/contracts/privacy/purge.rpc';
import { RETENTION_RULES, type RetentionCategory } from '@courtage/contracts/privacy/retention';
import type { RetentionRunView } from '@courtage/contracts/privacy/retention-runs.rpc';
import type { Bus } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';

/** The BullMQ queue of the retention purge: one repeatable job, every night. */
export const RETENTION_QUEUE = 'retention-purge';
export const RETENTION_SCHEDULER_ID = 'retention-purge-nightly';
/** 03:30 Paris time, when nobody works the back-office. */
export const RETENTION_CRON = '30 3 * * *';

/**
 * The purges of the owning services, called one after the other: each deletes what
 * RETENTION_RULES says is due in its own database (and object store) and reports its counts.
 */
const PURGES = [purgeOfferData, purgeCrmData] as const;

type Line = RetentionRunView['lines'][number];

/** Runs every owning service's purge and stores the run (its counts, or its failure). */
export async function runRetentionPurge(deps: {
  db: Kysely<NotificationDatabase>;
  bus: Bus;
  logger: Logger;
}): Promise<{ outcome: 'ok' | 'failed'; lines: Line[] }> {
  const startedAt = new Date();
  const lines: Line[] = [];
  let error: string | null = null;
  for (const purge of PURGES) {
    try {
      const report = await deps.bus.call(
        purge,
        {},
        { timeoutMs: 120_000, actor: { kind: 'admin', role: 'system' } },
      );
      for (const c of report.categories) {
        const rule = RETENTION_RULES[c.category as RetentionCategory];
        lines.push({ service: report.service, ...c, label: rule?.label ?? c.category });
      }
    } catch (failure) {
      error = `${purge.service} : ${(failure as Error).message}`;
      deps.logger.error({ err: failure, rpc: purge.type }, 'retention purge failed');
    }
  }
  const outcome = error ? 'failed' : 'ok';
  await deps.db
    .insertInto('retention_runs')
    .values({ started_at: startedAt, outcome, error, report: JSON.stringify(lines) })
    .execute();
  return { outcome, lines };
}

export type RetentionJobs = { queue: Queue; close(): Promise<void> };

/**
 * The nightly repeatable job (a BullMQ job scheduler: one per queue whatever the number of
 * notification replicas, since `upsertJobScheduler` replaces it under its id) and its worker.
 */
export async function startRetentionPurge(deps: {
  redisUrl: string;
  db: Kysely<NotificationDatabase>;
  bus: Bus;
  logger: Logger;
}): Promise<RetentionJobs> {
  const logger = deps.logger.child({ component: 'retention-purge' });
  const queueConnection = new Redis(deps.redisUrl);
  const workerConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  for (const connection of [queueConnection, workerConnection]) {
    connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  }
  const queue = new Queue(RETENTION_QUEUE, { connection: queueConnection });
  queue.on('error', (error) => logger.error({ err: error }, 'retention queue error'));
  await queue.upsertJobScheduler(
    RETENTION_SCHEDULER_ID,
    { pattern: RETENTION_CRON, tz: 'Europe/Paris' },
    { name: 'purge', data: {}, opts: { removeOnComplete: 20, removeOnFail: 50 } },
  );
  const worker = new Worker(
    RETENTION_QUEUE,
    async () => {
      const run = await runRetentionPurge({ ...deps, logger });
      if (run.outcome === 'failed') throw new Error('retention purge failed');
      return run;
    },
    { connection: workerConnection, concurrency: 1, lockDuration: 300_000 },
  );
  worker.on('error', (error) => logger.error({ err: error }, 'retention worker error'));
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
      await Promise.all([queueConnection.quit(), workerConnection.quit()]);
    },
  };
}
