import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from './logger.ts';
import { createOutboxWake, type OutboxWake } from './outbox-wake.ts';

export type Database<DB> = {
  db: Kysely<DB>;
  pool: pg.Pool;
  /** Fires after each commit of a transaction of `db` that wrote to the outbox: give it to the relay. */
  outboxWake: OutboxWake;
  close(): Promise<void>;
};

// Return BIGINT (count(*), bigserial ids) as numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** One pg pool and one Kysely instance per process. */
export function createDatabase<DB>(url: string, logger: Logger, max = 10): Database<DB> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection emits on the pool; without a listener the process dies.
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client error'));
  const outboxWake = createOutboxWake();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool, onCreateConnection: outboxWake.watch }) });
  let closed = false;
  return {
    db,
    pool,
    outboxWake,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool too
    },
  };
}
