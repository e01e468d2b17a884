import {
  type ComparisonCreatedData,
  type ConfirmationEmailRequestedData,
  comparisonCreated,
  confirmationEmailRequested,
  type SubscriptionReceivedData,
  subscriptionReceived,
} from '@courtage/contracts/offer/events';
import type { Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';
import { isOverRecipientLimit } from '../repositories/recipient-limit.ts';
import type { OfferEmail } from '../templates/offer-emails.ts';

/** Which email an offer event asks for; null when none (a summary without consent). */
export function offerEmailOf(type: string, data: unknown): (OfferEmail & { to: string }) | null {
  switch (type) {
    case comparisonCreated.type: {
      const comparison = data as ComparisonCreatedData;
      if (!comparison.consent) return null;
      return { template: 'offer-summary', data: comparison, to: comparison.contact.email };
    }
    case confirmationEmailRequested.type: {
      const confirmation = data as ConfirmationEmailRequestedData;
      return { template: 'offer-confirmation', data: confirmation, to: confirmation.contact.email };
    }
    case subscriptionReceived.type: {
      const subscription = data as SubscriptionReceivedData;
      return { template: 'subscription-received', data: subscription, to: subscription.contact.email };
    }
    default:
      return null;
  }
}

/**
 * On the offer service's events: the comparison summary (only with the visitor's consent),
 * the slot confirmation and the subscription summary. Same guarantees as the contact emails:
 * inbox transaction, job id derived from the event's messageId.
 */
export function offerEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return {
    consumer: 'notification',
    purpose: 'offer-emails',
    events: [comparisonCreated, confirmationEmailRequested, subscriptionReceived],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const email = offerEmailOf(event.type, event.data);
      if (!email) return;
      const db = (trx as Transaction<NotificationDatabase> | undefined) ?? deps.db;
      if (await isOverRecipientLimit(db, email.template, email.to)) {
        logger.warn({ template: email.template }, 'recipient limit reached: email not queued');
        return;
      }
      const job = {
        version: 1,
        template: email.template,
        to: email.to,
        data: email.data,
        correlationId: event.correlationId,
      } as EmailJob;
      const jobId = emailJobId(event.messageId, 'offer');
      await insertQueuedEmails((trx as Transaction<NotificationDatabase> | undefined) ?? deps.db, [
        {
          jobId,
          template: email.template,
          recipient: email.to,
          subject: renderEmailJob(job).subject,
          payload: job,
        },
      ]);
      await deps.queue.add(email.template, job, { jobId });
      logger.info({ template: email.template }, 'offer email queued');
    },
  };
}
