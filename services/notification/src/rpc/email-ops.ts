import { AppError } from '@courtage/contracts/errors';
import { listFailedEmails } from '@courtage/contracts/ops/list-failed-emails.rpc';
import { EMAIL_JOB_STATES } from '@courtage/contracts/ops/notification-ops';
import { retryFailedEmail } from '@courtage/contracts/ops/retry-failed-email.rpc';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { scrapedGauge } from '@courtage/runtime/metrics';
import { requireAdminActor } from '@courtage/runtime/ops';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import type { EmailJob } from '../jobs/email-job.ts';

/** Email jobs by BullMQ state, read at each scrape (`courtage_email_jobs{state="failed"}`). */
export function registerEmailJobGauge(queue: () => Queue<EmailJob> | undefined): void {
  scrapedGauge({
    name: 'courtage_email_jobs',
    help: 'Jobs of the BullMQ `emails` queue, by state',
    labelNames: ['state'],
    read: async () => {
      const open = queue();
      if (!open) return [];
      const counts = await open.getJobCounts(...EMAIL_JOB_STATES);
      return EMAIL_JOB_STATES.map((state) => ({ labels: { state }, value: counts[state] ?? 0 }));
    },
  });
}

/**
 * The ops console's email RPCs: the counts by state with the failed jobs (newest first), and
 * 'Relancer', which puts a failed job back in the queue and writes it to the audit log. The job
 * keeps its id, so the email log (send-email.ts) still keeps its email from leaving twice.
 */
export function emailOpsHandlers(deps: {
  db: Kysely<NotificationDatabase>;
  queue: () => Queue<EmailJob>;
}): RpcHandler[] {
  return [
    rpcHandler(listFailedEmails, async ({ limit }, meta) => {
      requireAdminActor(meta);
      const queue = deps.queue();
      const counts = await queue.getJobCounts(...EMAIL_JOB_STATES);
      const failed = await queue.getFailed(0, limit - 1);
      return {
        counts: Object.fromEntries(EMAIL_JOB_STATES.map((state) => [state, counts[state] ?? 0])),
        jobs: failed.flatMap((job) =>
          job?.id === undefined
            ? []
            : [
                {
                  jobId: job.id,
                  template: job.data.template,
                  to: job.data.to,
                  failedReason: job.failedReason ?? 'Raison inconnue',
                  attemptsMade: job.attemptsMade,
                  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
                },
              ],
        ),
      };
    }),
    rpcHandler(retryFailedEmail, async ({ jobId }, meta) => {
      requireAdminActor(meta);
      const queue = deps.queue();
      const job = await queue.getJob(jobId);
      const state = job ? await job.getState() : null;
      if (!job || state !== 'failed') {
        throw new AppError('NOT_FOUND', 'Cet e-mail n’est pas (ou plus) en échec : rien à relancer.');
      }
      const before = {
        template: job.data.template,
        to: job.data.to,
        failedReason: job.failedReason,
        attemptsMade: job.attemptsMade,
      };
      await deps.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'retry-email',
          entity: 'email-job',
          entityId: jobId,
          before,
          after: { state: 'waiting' },
        });
        // Inside the transaction: when BullMQ refuses (the job moved meanwhile), no audit entry.
        await job.retry('failed');
      });
      return { jobId };
    }),
  ];
}
