import {
  type ContactMessageRepliedData,
  contactMessageReplied,
} from '@courtage/contracts/crm/contact-messages/contact-message-replied.event';
import {
  type UserQueryAnsweredData,
  userQueryAnswered,
} from '@courtage/contracts/crm/user-queries/user-query-events';
import type { Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';

/** The email a staff answer asks for: the reply to a contact message, the feedback on a question. */
export function messageReplyEmailOf(type: string, data: unknown, correlationId: string): EmailJob | null {
  if (type === contactMessageReplied.type) {
    const reply = data as ContactMessageRepliedData;
    return { version: 1, template: 'contact-reply', to: reply.email, data: reply, correlationId };
  }
  if (type === userQueryAnswered.type) {
    const answer = data as UserQueryAnsweredData;
    return { version: 1, template: 'user-query-feedback', to: answer.userEmail, data: answer, correlationId };
  }
  return null;
}

/**
 * On `crm.contact-message.replied` and `crm.user-query.answered`: queue the email with the
 * staff's answer. Same guarantees as the contact emails: inbox transaction, job id derived
 * from the event's messageId (one email per answer, whatever the redeliveries).
 */
export function messageReplyEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return {
    consumer: 'notification',
    purpose: 'message-reply-emails',
    events: [contactMessageReplied, userQueryAnswered],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const job = messageReplyEmailOf(event.type, event.data, event.correlationId);
      if (!job) return;
      const jobId = emailJobId(event.messageId, 'reply');
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
      logger.info({ template: job.template }, 'staff answer email queued');
    },
  };
}
