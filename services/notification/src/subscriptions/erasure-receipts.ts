import { erasureReceiptRequested } from '@courtage/contracts/privacy/erasure.rpc';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';

/**
 * On `auth.erasure-receipt.requested`: queue the receipt of an executed erasure request to the
 * address the request was made from (inbox transaction, job id from the messageId).
 */
export function erasureReceiptsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'erasure-receipts',
    events: [erasureReceiptRequested],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const job: EmailJob = {
        version: 1,
        template: 'erasure-receipt',
        to: event.data.to,
        data: event.data,
        correlationId: event.correlationId,
      };
      const jobId = emailJobId(event.messageId, 'erasure');
      await insertQueuedEmails((trx as Transaction<NotificationDatabase> | undefined) ?? deps.db, [
        {
          jobId,
          template: job.template,
          recipient: job.to,
          subject: renderEmailJob(job).subject,
          payload: job,
        },
      ]);
      await deps.queue.add(job.template, job, { jobId });
      logger.info({ template: job.template }, 'erasure receipt queued');
    },
  });
}
