import { contactQueryReceived } from '@courtage/contracts/crm/contact-query-received.event';
import { quoteRequestReceived } from '@courtage/contracts/crm/quote-request-received.event';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';
import { isOverRecipientLimit } from '../repositories/recipient-limit.ts';

/**
 * On `crm.contact-query.received` and `crm.quote-request.received` (the site's two forms):
 * queue the acknowledgement to the visitor and the notice to the staff. Runs in the inbox transaction, so a redelivered event does
 * nothing; the job ids derive from the event's messageId, so even a retry after a
 * failed commit adds no second job.
 */
export function contactQueryEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
  staffEmail: string;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'contact-query-emails',
    events: [contactQueryReceived, quoteRequestReceived],
    inboxDb: deps.db,
    // Only Redis or PostgreSQL being away makes this handler fail: wait for them for about
    // half an hour (2 s doubled 9 times) before parking the event in the DLQ.
    maxAttempts: 10,
    retryDelayMs: 2_000,
    async handle(event, { trx, logger }) {
      const query = event.data;
      const isQuote = event.type === quoteRequestReceived.type;
      const templates = isQuote
        ? ({ ack: 'quote-request-acknowledgement', staff: 'quote-request-staff-notice' } as const)
        : ({ ack: 'contact-acknowledgement', staff: 'contact-staff-notice' } as const);
      const common = { version: 1, data: query, correlationId: event.correlationId } as const;
      const db = (trx as Transaction<NotificationDatabase> | undefined) ?? deps.db;
      // The visitor's acknowledgement is limited per address and day; the staff notice never is.
      const acknowledge = !(await isOverRecipientLimit(db, templates.ack, query.email));
      if (!acknowledge) logger.warn('recipient limit reached: acknowledgement not queued');
      const jobs: { id: string; data: EmailJob }[] = [
        ...(acknowledge
          ? [
              {
                id: emailJobId(event.messageId, 'ack'),
                data: { ...common, template: templates.ack, to: query.email } as EmailJob,
              },
            ]
          : []),
        {
          id: emailJobId(event.messageId, 'staff'),
          data: { ...common, template: templates.staff, to: deps.staffEmail } as EmailJob,
        },
      ];
      await insertQueuedEmails(
        db,
        jobs.map((job) => ({
          jobId: job.id,
          template: job.data.template,
          recipient: job.data.to,
          subject: renderEmailJob(job.data).subject,
          payload: job.data,
        })),
      );
      await deps.queue.addBulk(
        jobs.map((job) => ({ name: job.data.template, data: job.data, opts: { jobId: job.id } })),
      );
      logger.info({ [isQuote ? 'quoteRequestId' : 'contactQueryId']: query.id }, 'site form emails queued');
    },
  });
}
