import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Logger } from './logger.ts';
import type { RuntimeTables } from './runtime-tables.ts';

export type RetentionOptions = {
  db: Kysely<RuntimeTables>;
  logger: Logger;
  /** Published outbox rows older than this are deleted (their events went out long ago). */
  outboxDays: number;
  /** Inbox rows older than this are deleted: the window in which a redelivered event is still
   * recognised as a duplicate. Keep it longer than any replay from a dead-letter queue. */
  inboxDays: number;
  /** Time between two passes (the first one runs one interval after start). */
  intervalMs: number;
  /** Rows deleted per statement, so that no pass holds locks or bloats WAL for long. */
  batchSize?: number;
  now?: () => Date;
};

export type Retention = {
  /** One pass now: deletes what is past retention, batch after batch. */
  prune(): Promise<{ outbox: number; inbox: number }>;
  stop(): void;
};

const DAY_MS = 86_400_000;

/**
 * Keeps the runtime's tables bounded: without it `outbox` (every event ever published) and
 * `inbox` (every event id ever handled) grow forever. Unpublished outbox rows are never
 * deleted, however old. Several replicas may prune at once: each batch deletes what it finds.
 */
export function startRetention(opts: RetentionOptions): Retention {
  const { db, batchSize = 5_000, now = () => new Date() } = opts;
  const logger = opts.logger.child({ component: 'retention' });
  let running: Promise<{ outbox: number; inbox: number }> | null = null;

  async function deleteInBatches(statement: (cutoff: Date) => Promise<number>, cutoff: Date) {
    let total = 0;
    for (;;) {
      const deleted = await statement(cutoff);
      total += deleted;
      if (deleted < batchSize) return total;
    }
  }

  async function pass(): Promise<{ outbox: number; inbox: number }> {
    const at = now().getTime();
    // Oldest ids first along the primary key: old published rows are at its start.
    const outbox = await deleteInBatches(
      async (cutoff) => {
        const result = await sql`
        delete from outbox where id in (
          select id from outbox where published_at < ${cutoff} order by id limit ${batchSize}
        )`.execute(db);
        return Number(result.numAffectedRows ?? 0);
      },
      new Date(at - opts.outboxDays * DAY_MS),
    );
    const inbox = await deleteInBatches(
      async (cutoff) => {
        const result = await sql`
        delete from inbox where ctid in (
          select ctid from inbox where received_at < ${cutoff} limit ${batchSize}
        )`.execute(db);
        return Number(result.numAffectedRows ?? 0);
      },
      new Date(at - opts.inboxDays * DAY_MS),
    );
    if (outbox + inbox > 0) logger.info({ outbox, inbox }, 'old outbox and inbox rows deleted');
    return { outbox, inbox };
  }

  function prune() {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    prune().catch((error) => logger.warn({ err: error }, 'outbox and inbox pruning failed, will retry'));
  }, opts.intervalMs);
  timer.unref();
  return { prune, stop: () => clearInterval(timer) };
}
