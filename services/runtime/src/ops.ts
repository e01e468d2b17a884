import { AppError } from '@courtage/contracts/errors';
import type { OpsService } from '@courtage/contracts/ops/ops';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { requireAdminActor, requireStaffActor } from './actor-checks.ts';
import { countAuditTrail, listAuditTrail } from './audit/audit-trail.ts';
import { recordAudit } from './audit/record-audit.ts';
import type { Bus, RpcHandler } from './bus-types.ts';
import type { HealthChecks } from './health.ts';
import { checkHealth } from './health.ts';
import { scrapedGauge } from './metrics.ts';
import { describeDeadLetter, republish } from './queue-admin.ts';
import { rpcHandler } from './rpc-server.ts';
import type { RuntimeTables } from './runtime-tables.ts';

export type OpsDeps = {
  name: string;
  db: Kysely<RuntimeTables>;
  bus: Bus;
  checks: HealthChecks;
  /** The service's queues: its RPC queue, then each subscription's main, retry and DLQ. */
  queues(): readonly string[];
};

export type OutboxStats = { pending: number; lagSeconds: number | null };

/** Events written but not yet published, and how long the oldest has waited. */
export async function outboxStats(db: Kysely<RuntimeTables>): Promise<OutboxStats> {
  const { rows } = await sql<{ pending: string; lag: number | null }>`
    select count(*) as pending, extract(epoch from now() - min(occurred_at))::float8 as lag
    from outbox where published_at is null`.execute(db);
  const row = rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    lagSeconds: row?.lag === null || row?.lag === undefined ? null : Math.max(0, row.lag),
  };
}

/** The main queue a DLQ belongs to (`a.b.dlq` -> `a.b`). */
function mainQueueOf(dlq: string): string {
  return dlq.slice(0, -'.dlq'.length);
}

function ownDlq(deps: OpsDeps, queue: string): string {
  if (!deps.queues().includes(queue) || !queue.endsWith('.dlq')) {
    throw new AppError('NOT_FOUND', 'Cette file de messages en échec n’existe pas dans ce service.');
  }
  return queue;
}

/**
 * Prometheus gauges read at each scrape: the outbox's lag and backlog, the depth of each of the
 * service's queues (ready messages) and its consumers.
 */
export function registerServiceGauges(deps: OpsDeps): void {
  // Two gauges read each source: one query per scrape, not two.
  const outbox = sharedRead(() => outboxStats(deps.db));
  const depths = sharedRead(() => deps.bus.queues.depths(deps.queues()));
  scrapedGauge({
    name: 'courtage_outbox_lag_seconds',
    help: 'Age of the oldest event written to the outbox and not yet published (0 when none waits)',
    labelNames: [],
    read: async () => [{ labels: {}, value: (await outbox()).lagSeconds ?? 0 }],
  });
  scrapedGauge({
    name: 'courtage_outbox_pending',
    help: 'Events written to the outbox and not yet published',
    labelNames: [],
    read: async () => [{ labels: {}, value: (await outbox()).pending }],
  });
  scrapedGauge({
    name: 'courtage_queue_depth',
    help: 'Messages ready in each RabbitMQ queue of this service (main, retry, dead-letter)',
    labelNames: ['queue'],
    read: async () =>
      (await depths()).map((depth) => ({ labels: { queue: depth.queue }, value: depth.messages })),
  });
  scrapedGauge({
    name: 'courtage_queue_consumers',
    help: 'Consumers of each RabbitMQ queue of this service',
    labelNames: ['queue'],
    read: async () =>
      (await depths()).map((depth) => ({ labels: { queue: depth.queue }, value: depth.consumers })),
  });
}

/** `read`, shared by the callers of the same second (the gauges of one scrape). */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/**
 * The ops console's RPCs every service answers (contracts/ops/ops.rpc.ts): its state, and
 * 'Rejouer' / 'Supprimer' on a dead letter. Each action is written to the service's audit_log
 * (entity `dead-letter`, id `<queue>/<message id>`, the message as it was in `before`) in a
 * transaction that commits only once RabbitMQ confirmed the new copy (replay): a failed replay
 * leaves the message in its DLQ and no audit entry.
 */
export function opsHandlers(deps: OpsDeps): RpcHandler[] {
  const rpcs = OPS_RPCS[deps.name as OpsService];
  if (!rpcs) return [];
  const started = Date.now();
  return [
    rpcHandler(rpcs.status, async ({ deadLetterLimit }, meta) => {
      requireAdminActor(meta);
      const queues = deps.queues();
      const [health, depths, outbox] = await Promise.all([
        checkHealth(deps.name, deps.checks),
        deps.bus.queues.depths(queues),
        outboxStats(deps.db).catch(() => ({ pending: 0, lagSeconds: null })),
      ]);
      const deadLetters = [];
      for (const depth of depths) {
        if (!depth.queue.endsWith('.dlq') || depth.messages === 0 || deadLetterLimit === 0) continue;
        deadLetters.push(...(await deps.bus.queues.peek(depth.queue, deadLetterLimit)));
      }
      return {
        service: deps.name,
        pid: process.pid,
        uptimeSeconds: (Date.now() - started) / 1000,
        checks: health.checks,
        queues: depths,
        deadLetters: deadLetters.slice(0, Math.max(deadLetterLimit, 0)),
        outbox,
      };
    }),
    rpcHandler(rpcs.replayDeadLetter, async ({ queue, id }, meta) => {
      requireAdminActor(meta);
      const dlq = ownDlq(deps, queue);
      const to = mainQueueOf(dlq);
      await deps.bus.queues.take(dlq, id, async (message, channel) => {
        await deps.db.transaction().execute(async (trx) => {
          await recordAudit(trx, {
            actor: meta.actor,
            action: 'replay-dead-letter',
            entity: 'dead-letter',
            entityId: `${dlq}/${id}`,
            before: describeDeadLetter(dlq, message),
            after: { queue: to },
          });
          await republish(channel, message, to);
        });
      });
      return { queue: dlq, id, to };
    }),
    rpcHandler(rpcs.auditTrail, async (request, meta) => {
      requireAdminActor(meta);
      const [rows, total] = await Promise.all([
        listAuditTrail(deps.db, deps.name, request),
        countAuditTrail(deps.db, request.filter),
      ]);
      return { rows, total };
    }),
    rpcHandler(rpcs.recordAudit, async ({ action, entity, entityId, after }, meta) => {
      requireStaffActor(meta);
      return { id: await recordAudit(deps.db, { actor: meta.actor, action, entity, entityId, after }) };
    }),
    rpcHandler(rpcs.deleteDeadLetter, async ({ queue, id }, meta) => {
      requireAdminActor(meta);
      const dlq = ownDlq(deps, queue);
      await deps.bus.queues.take(dlq, id, async (message) => {
        await recordAudit(deps.db, {
          actor: meta.actor,
          action: 'delete-dead-letter',
          entity: 'dead-letter',
          entityId: `${dlq}/${id}`,
          before: describeDeadLetter(dlq, message),
        });
      });
      return { queue: dlq, id };
    }),
  ];
}
