import {
  callbackRescheduled,
  comparisonCreated,
  confirmationEmailRequested,
  signatureCodeRequested,
  subscriptionReceived,
} from '@courtage/contracts/offer/events';
import { defineSubscription, type EventOf, type Subscription } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';
import { isOverRecipientLimit } from '../repositories/recipient-limit.ts';
import type { OfferEmail } from '../templates/offer-emails.ts';

/** `Pick` of each member of a union (an event narrowed by its type keeps its own data). */
type PickOfEach<U, K extends keyof U> = U extends unknown ? Pick<U, K> : never;

const OFFER_EMAIL_EVENTS = [
  comparisonCreated,
  confirmationEmailRequested,
  subscriptionReceived,
  callbackRescheduled,
  signatureCodeRequested,
];

/** Which email an offer event asks for; null when none (a summary without consent). */
export function offerEmailOf(
  event: PickOfEach<EventOf<(typeof OFFER_EMAIL_EVENTS)[number]>, 'type' | 'data'>,
): (OfferEmail & { to: string }) | null {
  switch (event.type) {
    case comparisonCreated.type:
      if (!event.data.consent) return null;
      return { template: 'offer-summary', data: event.data, to: event.data.contact.email };
    case confirmationEmailRequested.type:
      return { template: 'offer-confirmation', data: event.data, to: event.data.contact.email };
    case subscriptionReceived.type:
      return { template: 'subscription-received', data: event.data, to: event.data.contact.email };
    case callbackRescheduled.type:
      return { template: 'callback-rescheduled', data: event.data, to: event.data.contact.email };
    case signatureCodeRequested.type:
      return { template: 'signature-code', data: event.data, to: event.data.contact.email };
  }
}

/**
 * On the offer service's events: the comparison summary (only with the visitor's consent),
 * the slot confirmation, the subscription summary and a call-back moved by a broker. Same guarantees as the contact emails:
 * inbox transaction, job id derived from the event's messageId.
 */
export function offerEmailsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
}): Subscription {
  return defineSubscription({
    consumer: 'notification',
    purpose: 'offer-emails',
    events: OFFER_EMAIL_EVENTS,
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2000,
    async handle(event, { trx, logger }) {
      const email = offerEmailOf(event);
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
  });
}
