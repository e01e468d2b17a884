import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Bus } from './bus-types.ts';
import type { EventEnvelope } from './envelope.ts';
import type { Logger } from './logger.ts';
import { describeError } from './retry-policy.ts';

type OutboxRow = {
  id: number;
  message_id: string;
  type: string;
  version: number;
  correlation_id: string;
  occurred_at: Date;
  data: unknown;
};

export type OutboxRelayOptions = {
  // biome-ignore lint/suspicious/noExplicitAny: works with any service's Kysely DB type
  db: Kysely<any>;
  bus: Pick<Bus, 'publish'>;
  logger: Logger;
  /** With a pool, the relay LISTENs on `outbox` and publishes as soon as a writer commits. */
  pool?: pg.Pool;
  /** Polling period, the safety net behind LISTEN/NOTIFY (default 1000 ms). */
  intervalMs?: number;
  batchSize?: number;
};

function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    messageId: row.message_id,
    type: row.type,
    version: row.version,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
    data: row.data,
  };
}

/**
 * Publishes pending outbox rows with publisher confirms and marks them sent. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several replicas share the work without
 * publishing a row twice; a row is marked only after the broker confirmed it (a crash in
 * between publishes it again: consumers de-duplicate by messageId).
 */
export function startOutboxRelay(opts: OutboxRelayOptions): { stop(): Promise<void> } {
  const { db, bus, pool, intervalMs = 1_000, batchSize = 100 } = opts;
  const logger = opts.logger.child({ component: 'outbox-relay' });
  let stopped = false;
  let running: Promise<void> | null = null;
  let requested = false;
  let listener: pg.PoolClient | null = null;
  let listenTimer: NodeJS.Timeout | undefined;

  async function publishBatch(): Promise<number> {
    let claimed: OutboxRow[] = [];
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await sql<OutboxRow>`
          select id, message_id, type, version, correlation_id, occurred_at, data from outbox
          where published_at is null order by id limit ${batchSize} for update skip locked`.execute(trx);
        claimed = result.rows;
        if (claimed.length === 0) return 0;
        await Promise.all(claimed.map((row) => bus.publish(toEnvelope(row))));
        const ids = claimed.map((row) => row.id);
        await trx.updateTable('outbox').set({ published_at: sql`now()` }).where('id', 'in', ids).execute();
        return claimed.length;
      });
    } catch (error) {
      logger.warn({ err: error, rows: claimed.length }, 'outbox rows not published, will retry');
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
      } while (requested && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function listen(): Promise<void> {
    if (!pool || stopped) return;
    try {
      const client = await pool.connect();
      client.on('notification', () => void drain());
      client.on('error', (error) => {
        logger.warn({ err: error }, 'outbox LISTEN connection lost');
        if (listener === client) listener = null;
        client.release(error);
        if (!stopped) listenTimer = setTimeout(listen, 1_000);
      });
      await client.query('listen outbox');
      if (stopped) {
        client.release();
        return;
      }
      listener = client;
      void drain(); // rows written while nobody listened
    } catch (error) {
      logger.warn({ err: error }, 'outbox LISTEN failed, polling only until it works');
      if (!stopped) listenTimer = setTimeout(listen, 1_000);
    }
  }

  const timer = setInterval(() => void drain(), intervalMs);
  void listen();
  void drain();

  return {
    /** Publishes what is pending one last time (events of handlers that just finished), then stops. */
    async stop() {
      clearInterval(timer);
      clearTimeout(listenTimer);
      await drain();
      stopped = true;
      await running;
      const client = listener;
      listener = null;
      if (client) {
        await client.query('unlisten outbox').catch(() => undefined);
        client.release();
      }
    },
  };
}
