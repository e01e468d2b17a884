import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { createBus } from './bus.ts';
import type { Bus, RpcHandler, Subscription } from './bus-types.ts';
import { loadConfig, serviceConfig } from './config.ts';
import { createDatabase } from './database.ts';
import { registerDependencyGauge, startHealthServer } from './health.ts';
import { createLogger, type Logger } from './logger.ts';
import { initMetrics } from './metrics.ts';
import { runMigrations } from './migrations.ts';
import { opsHandlers, registerServiceGauges } from './ops.ts';
import { startOutboxRelay } from './outbox-relay.ts';
import { startRetention } from './retention.ts';
import { rpcQueue } from './rpc-protocol.ts';
import { type RuntimeTables, runtimeTablesOf } from './runtime-tables.ts';
import { onShutdown, shutdown } from './shutdown.ts';
import { queuesOf } from './subscriber.ts';
import { flushTracing, startTracing } from './tracing.ts';

/** The variables every service reads, typed by their schemas. */
export type RuntimeConfig = Static<TObject<ReturnType<typeof serviceConfig>>>;
/** The runtime's variables and the service's own (`C`, the `config` option), typed by their schemas. */
export type ServiceConfig<C extends TProperties = NoConfig> = RuntimeConfig & Static<TObject<C>>;
/** A service that reads no variable of its own. */
export type NoConfig = Record<never, TSchema>;

export type ServiceContext<DB extends RuntimeTables, C extends TProperties = NoConfig> = {
  name: string;
  logger: Logger;
  db: Kysely<DB>;
  pool: pg.Pool;
  bus: Bus;
  /** The runtime's variables and the service's own (`config` option), typed by their schemas. */
  config: ServiceConfig<C>;
};

export type ServiceOptions<DB extends RuntimeTables, C extends TProperties = NoConfig> = {
  /** 'auth' | 'offer' | 'crm' | 'notification': serves `<name>.rpc`, database courtage_<name>. */
  name: string;
  migrationsDir: URL;
  /** Dev port of the health server (10000 is added under NODE_ENV=test). */
  defaultHealthPort: number;
  /** Extra variables of this service, e.g. `{ SMTP_URL: env.SMTP_URL }`; read into ctx.config. */
  config?: C;
  rpc?: (ctx: ServiceContext<DB, C>) => RpcHandler[];
  subscriptions?: (ctx: ServiceContext<DB, C>) => Subscription[];
  onStart?: (ctx: ServiceContext<DB, C>) => Promise<void>;
  onStop?: (ctx: ServiceContext<DB, C>) => Promise<void>;
};

/**
 * The whole life cycle of a service process: config, logger, database + migrations, bus,
 * RPC handlers, subscriptions, outbox relay, health server, graceful shutdown (SIGTERM /
 * SIGINT: close the health server, stop consuming and finish in-flight handlers, publish
 * what they wrote to the outbox, close the bus, onStop, close the database). A failure
 * while starting logs it and exits 1.
 */
export async function runService<DB extends RuntimeTables, C extends TProperties = NoConfig>(
  opts: ServiceOptions<DB, C>,
): Promise<ServiceContext<DB, C>> {
  // TypeBox cannot compute the static type of an object whose properties are generic (C):
  // asserted here once, at the boundary, so that every service reads its config typed.
  const config = loadConfig(
    Type.Object({ ...serviceConfig(opts.name, opts.defaultHealthPort), ...opts.config }),
  ) as ServiceConfig<C>;
  const logger = createLogger(opts.name, config.LOG_LEVEL);
  initMetrics(opts.name);
  // Before the database: its statements become spans only when tracing is on (tracing.ts).
  if (await startTracing({ serviceName: opts.name })) {
    logger.info('tracing on (Elastic APM)');
    onShutdown('tracing', flushTracing);
  }
  try {
    const database = createDatabase<DB>(config.DATABASE_URL, logger);
    onShutdown('database', database.close);
    const applied = await runMigrations(database.pool, opts.migrationsDir, logger);
    logger.info({ applied: applied.length }, 'database migrated');

    const bus = await createBus({ url: config.AMQP_URL, name: opts.name, logger });
    const ctx: ServiceContext<DB, C> = {
      name: opts.name,
      logger,
      db: database.db,
      pool: database.pool,
      bus,
      config,
    };
    const { onStop } = opts;
    if (onStop) onShutdown('onStop', () => onStop(ctx));
    onShutdown('bus close', bus.close);

    const checks = {
      db: async () => {
        await sql`select 1`.execute(database.db);
      },
      bus: async () => {
        if (!bus.isConnected()) throw new Error('not connected to the message broker');
      },
    };
    // The ops console's view and the Prometheus gauges (ops.ts): the RPC queue, then each
    // subscription's main, retry and dead-letter queues.
    const queueNames: string[] = [rpcQueue(opts.name)];
    // The runtime's own work (ops, relay, retention) sees only the runtime's tables.
    const runtimeDb = runtimeTablesOf(database.db);
    const ops = { name: opts.name, db: runtimeDb, bus, checks, queues: () => queueNames };
    registerServiceGauges(ops);
    registerDependencyGauge(checks);

    await opts.onStart?.(ctx);
    const handlers = [...(opts.rpc?.(ctx) ?? []), ...opsHandlers(ops)];
    if (handlers.length > 0) await bus.serve(opts.name, handlers);
    for (const sub of opts.subscriptions?.(ctx) ?? []) {
      const { main, retry, dlq } = queuesOf(sub);
      queueNames.push(main, retry, dlq);
      await bus.subscribe(sub);
    }

    const relay = startOutboxRelay({
      db: runtimeDb,
      wake: database.outboxWake,
      bus,
      logger,
      intervalMs: config.OUTBOX_POLL_MS,
    });
    onShutdown('outbox relay', relay.stop);
    const retention = startRetention({
      db: runtimeDb,
      logger,
      outboxDays: config.OUTBOX_RETENTION_DAYS,
      inboxDays: config.INBOX_RETENTION_DAYS,
      intervalMs: config.RETENTION_INTERVAL_MS,
    });
    onShutdown('retention', async () => retention.stop());
    onShutdown('bus drain', bus.drain);

    const health = await startHealthServer({
      port: config.HEALTH_PORT,
      host: config.HEALTH_HOST,
      name: opts.name,
      checks,
    });
    onShutdown('health server', health.close);
    logger.info({ healthPort: health.port }, 'service started');
    return ctx;
  } catch (error) {
    logger.fatal({ err: error }, 'service failed to start');
    await shutdown('start failure');
    process.exit(1);
  }
}
