import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Bus } from './bus-types.ts';
import type { EventEnvelope } from './envelope.ts';
import type { Logger } from './logger.ts';
import type { OutboxWake } from './outbox-wake.ts';
import { describeError } from './retry-policy.ts';
import type { RuntimeTables } from './runtime-tables.ts';
import { untraced } from './tracing.ts';

type OutboxRow = {
  id: number;
  message_id: string;
  type: string;
  version: number;
  correlation_id: string;
  occurred_at: Date;
  data: unknown;
  traceparent: string | null;
};

export type OutboxRelayOptions = {
  db: Kysely<RuntimeTables>;
  bus: Pick<Bus, 'publishBatch'>;
  logger: Logger;
  /** Wakes the relay right after a transaction that wrote to the outbox commits (see
   * createDatabase's `outboxWake`): the low-latency path within this process. */
  wake?: Pick<OutboxWake, 'subscribe'>;
  /** Polling period (default 100 ms): finds rows committed by other processes or whose
   * wake-up was lost. One indexed `select` on the pending rows when there is nothing to do. */
  intervalMs?: number;
  batchSize?: number;
  /** When rows were committed while a batch was being published (the process is busy), the
   * relay waits this long (default 20 ms) before claiming the next batch, so that each claim
   * publishes many rows: one transaction and one round of confirms for a burst instead of one
   * per row or two. A lone row is published at once. */
  lingerMs?: number;
};

export type OutboxRelay = {
  /** Publishes pending rows now (coalesced with a run already under way). */
  wake(): void;
  /** Publishes what is pending one last time (events of handlers that just finished), then stops. */
  stop(): Promise<void>;
};

const MAX_BACKOFF_MS = 30_000;

function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    messageId: row.message_id,
    type: row.type,
    version: row.version,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
    data: row.data,
    ...(row.traceparent ? { traceparent: row.traceparent } : {}),
  };
}

/**
 * Publishes pending outbox rows with publisher confirms and marks them sent. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several replicas share the work without
 * publishing a row twice; a row is marked only after the broker confirmed it (a crash in
 * between publishes it again: consumers de-duplicate by messageId). No NOTIFY: it would
 * serialize the writers' commits (see outbox-wake.ts); the relay is woken in process after
 * commit and polls the partial index `outbox_pending_idx` for the rest.
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { db, bus, intervalMs = 100, batchSize = 100, lingerMs = 20 } = opts;
  const logger = opts.logger.child({ component: 'outbox-relay' });
  let stopped = false;
  let running: Promise<void> | null = null;
  let requested = false;
  let failures = 0;
  let retryAt = 0;

  async function publishBatch(): Promise<number> {
    let claimed: OutboxRow[] = [];
    try {
      const count = await db.transaction().execute(async (trx) => {
        const result = await sql<OutboxRow>`
          select id, message_id, type, version, correlation_id, occurred_at, data, traceparent from outbox
          where published_at is null order by id limit ${batchSize} for update skip locked`.execute(trx);
        claimed = result.rows;
        if (claimed.length === 0) return 0;
        // Those of one type go as one message (publishBatch).
        await bus.publishBatch(claimed.map(toEnvelope));
        const ids = claimed.map((row) => row.id);
        await trx.updateTable('outbox').set({ published_at: sql`now()` }).where('id', 'in', ids).execute();
        return claimed.length;
      });
      failures = 0;
      return count;
    } catch (error) {
      // Back off (1 s doubling up to 30 s) rather than retry every poll while the broker is down.
      failures += 1;
      const backoffMs = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** (failures - 1));
      retryAt = Date.now() + backoffMs;
      logger.warn({ err: error, rows: claimed.length, backoffMs }, 'outbox rows not published, will retry');
      if (claimed.length > 0) {
        await db
          .updateTable('outbox')
          .set({ attempts: sql`attempts + 1`, last_error: describeError(error) })
          .where(
            'id',
            'in',
            claimed.map((row) => row.id),
          )
          .execute()
          .catch(() => undefined);
      }
      return 0;
    }
  }

  function drain(): Promise<void> {
    if (running) {
      requested = true;
      return running;
    }
    running = (async () => {
      do {
        requested = false;
        let published = batchSize;
        while (!stopped && published === batchSize) published = await publishBatch();
        if (requested && !stopped && failures === 0 && lingerMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, lingerMs));
        }
      } while (requested && !stopped && failures === 0);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** A poll: one cheap indexed query, and a claiming transaction only when rows wait. */
  async function poll(): Promise<void> {
    if (running || stopped || Date.now() < retryAt) return;
    try {
      const pending = await sql`select 1 from outbox where published_at is null limit 1`.execute(db);
      if (pending.rows.length > 0) await drain();
    } catch (error) {
      logger.warn({ err: error }, 'outbox poll failed');
    }
  }

  function wake(): void {
    if (stopped || Date.now() < retryAt) return;
    // Called from the committing request's context: the relay's work is not that request's.
    untraced(() => void drain());
  }

  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void poll().finally(() => {
      polling = false;
    });
  }, intervalMs);
  const unsubscribe = opts.wake?.subscribe(wake);
  void drain(); // rows left by a previous run (a process that died right after a commit)

  return {
    wake,
    async stop() {
      clearInterval(timer);
      unsubscribe?.();
      retryAt = 0;
      await drain();
      stopped = true;
      await running;
    },
  };
}
