import { AppError } from '@courtage/contracts/errors';
import { retryFailedEmail } from '@courtage/contracts/ops/retry-failed-email.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import type { EmailJob } from '../jobs/email-job.ts';

/**
 * `notification.retry-failed-email` ('Relancer' in the ops console): puts a failed job back in
 * the queue and writes it to the audit log. The job keeps its id, so the email log
 * (send-email.ts) still keeps its email from leaving twice.
 */
export function retryFailedEmailHandler(deps: {
  db: Kysely<NotificationDatabase>;
  queue: () => Queue<EmailJob>;
}): RpcHandler {
  return rpcHandler(retryFailedEmail, async ({ jobId }, meta) => {
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
  });
}
