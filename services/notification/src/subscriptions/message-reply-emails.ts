import { contactMessageReplied } from '@courtage/contracts/crm/contact-messages/contact-message-replied.event';
import { userQueryAnswered, userQueryAsked } from '@courtage/contracts/crm/user-queries/user-query-events';
import { defineSubscription, type EventOf, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';

/** `Pick` of each member of a union (an event narrowed by its type keeps its own data). */
type PickOfEach<U, K extends keyof U> = U extends unknown ? Pick<U, K> : never;

const MESSAGE_REPLY_EVENTS = [contactMessageReplied, userQueryAnswered, userQueryAsked];

/**
 * The email a message asks for: the reply to a contact message, the feedback on a question, and
 * the acknowledgement of a customer's question (as a contact message gets one).
 */
export function messageReplyEmailOf(
  event: PickOfEach<EventOf<(typeof MESSAGE_REPLY_EVENTS)[number]>, 'type' | 'data' | 'correlationId'>,
): EmailJob {
  const { correlationId } = event;
  if (event.type === contactMessageReplied.type) {
    return { version: 1, template: 'contact-reply', to: event.data.email, data: event.data, correlationId };
  }
  if (event.type === userQueryAsked.type) {
    return {
      version: 1,
      template: 'user-query-acknowledgement',
      to: event.data.userEmail,
      data: event.data,
      correlationId,
    };
  }
  return {
    version: 1,
    template: 'user-query-feedback',
    to: event.data.userEmail,
    data: event.data,
    correlationId,
  };
}

/**
 * On `crm.contact-message.replied` and `crm.user-query.answered`: queue the email with the
 * staff's answer; on `crm.user-query.asked`, the customer's acknowledgement. Same guarantees as the contact emails: inbox transaction, job id derived
 * from the event's messageId (one email per answer, whatever the redeliveries).
 */
export function messageReplyEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'message-reply-emails',
    events: MESSAGE_REPLY_EVENTS,
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const job = messageReplyEmailOf(event);
      const jobId = emailJobId(event.messageId, event.type === userQueryAsked.type ? 'ack' : 'reply');
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
      logger.info({ template: job.template }, 'message email queued');
    },
  });
}
