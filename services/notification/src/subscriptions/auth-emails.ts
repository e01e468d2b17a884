import { authEmailRequested } from '@courtage/contracts/auth/email-requested.event';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';

/**
 * On `auth.email.requested`: queue the email (verification link, reset link, sign-in
 * code...). Same guarantees as the contact emails: inbox transaction, job id from the
 * messageId. The link or code is never logged; email_log keeps the job's payload (link or
 * code included) only until the email is sent, to rebuild the job if Redis lost it.
 */
export function authEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'auth-emails',
    events: [authEmailRequested],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const data = event.data;
      const job: EmailJob = {
        version: 1,
        template: data.template,
        to: data.to,
        data,
        correlationId: event.correlationId,
      };
      const jobId = emailJobId(event.messageId, 'auth');
      await insertQueuedEmails((trx as Transaction<NotificationDatabase> | undefined) ?? deps.db, [
        {
          jobId,
          template: data.template,
          recipient: data.to,
          subject: renderEmailJob(job).subject,
          payload: job,
        },
      ]);
      await deps.queue.add(data.template, job, { jobId });
      logger.info({ template: data.template }, 'auth email queued');
    },
  });
}
