import { listRetentionRuns } from '@courtage/contracts/privacy/retention-runs.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { RETENTION_SCHEDULER_ID } from '../jobs/retention-purge.ts';

/** `notification.list-retention-runs` (ops console, Admin): the last purges and the next one. */
export function listRetentionRunsHandler(deps: {
  db: Kysely<NotificationDatabase>;
  queue: () => Queue;
}): RpcHandler {
  return rpcHandler(listRetentionRuns, async ({ limit }, meta) => {
    requireAdminActor(meta);
    const [rows, scheduler] = await Promise.all([
      deps.db.selectFrom('retention_runs').selectAll().orderBy('started_at', 'desc').limit(limit).execute(),
      deps.queue().getJobScheduler(RETENTION_SCHEDULER_ID),
    ]);
    return {
      runs: rows.map((row) => ({
        id: row.id,
        startedAt: row.started_at.toISOString(),
        finishedAt: row.finished_at.toISOString(),
        outcome: row.outcome,
        error: row.error,
        lines: row.report as never,
      })),
      nextRunAt: scheduler?.next ? new Date(scheduler.next).toISOString() : null,
    };
  });
}
