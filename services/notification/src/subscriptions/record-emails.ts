import { recordEmailJobId, recordEmailRequested } from '@courtage/contracts/crm/timeline/record-email.rpc';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';

/**
 * On `crm.record-email.requested` (a broker's e-mail from a contact's record): queue it, job id
 * `<emailId>.record`, so the record's timeline reads its state in email_log. Same guarantees as
 * the other emails (inbox transaction, one job per e-mail whatever the redeliveries). No
 * per-recipient limit: staff send these one by one, the gateway limits the route.
 */
export function recordEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'record-emails',
    events: [recordEmailRequested],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const job: EmailJob = {
        version: 1,
        template: 'record-email',
        to: event.data.to,
        data: event.data,
        correlationId: event.correlationId,
      };
      const jobId = recordEmailJobId(event.data.emailId);
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
      logger.info({ template: job.template }, 'record email queued');
    },
  });
}
