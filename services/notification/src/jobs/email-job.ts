import type {
  AuthEmailRequestedData,
  AuthEmailTemplate,
} from '@courtage/contracts/auth/email-requested.event';
import type { QuoteRequestReceivedData } from '@courtage/contracts/crm/quote-request-received.event';
import type { RecordEmailRequestedData } from '@courtage/contracts/crm/timeline/record-email.rpc';
import type { UserQueryAskedData } from '@courtage/contracts/crm/user-queries/user-query-events';
import type { JobsOptions } from 'bullmq';
import { renderAuthEmail } from '../templates/auth-emails.ts';
import { renderContactAcknowledgement } from '../templates/contact-acknowledgement.ts';
import { renderContactStaffNotice } from '../templates/contact-staff-notice.ts';
import { type ErasureReceiptData, renderErasureReceipt } from '../templates/erasure-receipt.ts';
import { type MessageReplyEmail, renderMessageReplyEmail } from '../templates/message-replies.ts';
import { type OfferEmail, renderOfferEmail } from '../templates/offer-emails.ts';
import {
  renderQuoteRequestAcknowledgement,
  renderQuoteRequestStaffNotice,
} from '../templates/quote-request-emails.ts';
import { renderRecordEmail } from '../templates/record-email.ts';
import { renderStaffEmail, type StaffEmail } from '../templates/staff-emails.ts';
import type { ContactQueryData, RenderedEmail } from '../templates/types.ts';
import { renderUserQueryAcknowledgement } from '../templates/user-query-acknowledgement.ts';

/** The BullMQ queue every email goes through. */
export const EMAIL_QUEUE = 'emails';

/**
 * Payload of one email job: which template, for whom, with what data. Version it if it changes.
 * `traceparent` (W3C) is the span that queued it, when tracing is on: the worker's transaction
 * continues that trace (trace-emails.ts).
 */
export type EmailJob = { traceparent?: string } & (
  | {
      version: 1;
      template: 'contact-acknowledgement' | 'contact-staff-notice';
      to: string;
      data: ContactQueryData;
      correlationId: string;
    }
  | {
      version: 1;
      /** A quote request from an insurance-line page: templates/quote-request-emails.ts. */
      template: 'quote-request-acknowledgement' | 'quote-request-staff-notice';
      to: string;
      data: QuoteRequestReceivedData;
      correlationId: string;
    }
  | {
      version: 1;
      /** Emails of the auth service (verification, reset, sign-in code): see templates/auth-emails.ts. */
      template: AuthEmailTemplate;
      to: string;
      data: AuthEmailRequestedData;
      correlationId: string;
    }
  | (OfferEmail & {
      /** Emails of the offer service (summary, slot confirmation, subscription): templates/offer-emails.ts. */
      version: 1;
      to: string;
      correlationId: string;
    })
  | (StaffEmail & {
      /** Emails to a staff member (assigned call-back, reminders): templates/staff-emails.ts. */
      version: 1;
      to: string;
      correlationId: string;
    })
  | {
      version: 1;
      /** To a customer who asked a question: templates/user-query-acknowledgement.ts. */
      template: 'user-query-acknowledgement';
      to: string;
      data: UserQueryAskedData;
      correlationId: string;
    }
  | {
      version: 1;
      /** The receipt of an executed erasure request (RGPD): templates/erasure-receipt.ts. */
      template: 'erasure-receipt';
      to: string;
      data: ErasureReceiptData;
      correlationId: string;
    }
  | {
      version: 1;
      /** A broker's e-mail from a contact's record (a template he edited): templates/record-email.ts. */
      template: 'record-email';
      to: string;
      data: RecordEmailRequestedData;
      correlationId: string;
    }
  | (MessageReplyEmail & {
      /** Staff answers to a contact message or a customer's question: templates/message-replies.ts. */
      version: 1;
      to: string;
      correlationId: string;
    })
);

export type EmailTemplateName = EmailJob['template'];

/** Subject, text and HTML of the email a job sends (the job's template narrows its data). */
export function renderEmailJob(job: EmailJob): RenderedEmail {
  switch (job.template) {
    case 'offer-summary':
    case 'offer-confirmation':
    case 'subscription-received':
    case 'callback-rescheduled':
    case 'signature-code':
      return renderOfferEmail(job);
    case 'contact-reply':
    case 'user-query-feedback':
      return renderMessageReplyEmail(job);
    case 'callback-assigned':
    case 'callback-reminder':
    case 'task-reminder':
      return renderStaffEmail(job);
    case 'contact-acknowledgement':
      return renderContactAcknowledgement(job.data);
    case 'record-email':
      return renderRecordEmail(job.data);
    case 'erasure-receipt':
      return renderErasureReceipt(job.data);
    case 'user-query-acknowledgement':
      return renderUserQueryAcknowledgement(job.data);
    case 'contact-staff-notice':
      return renderContactStaffNotice(job.data);
    case 'quote-request-acknowledgement':
      return renderQuoteRequestAcknowledgement(job.data);
    case 'quote-request-staff-notice':
      return renderQuoteRequestStaffNotice(job.data);
    default:
      return renderAuthEmail(job.data);
  }
}

/**
 * Retries with exponential backoff (2 s, 4 s, 8 s, 16 s), and finished jobs are
 * removed so Redis does not grow: completed ones after a day (or beyond the last
 * 1000), failed ones after a week (beyond 5000). email_log keeps the history.
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

/**
 * BullMQ job id of an email caused by an event: the same event always gives the same
 * ids, so adding its jobs again is a no-op. (BullMQ forbids ':' in custom ids, hence '.')
 */
export function emailJobId(
  messageId: string,
  kind: 'ack' | 'staff' | 'auth' | 'offer' | 'assigned' | 'reply' | 'erasure',
): string {
  return `${messageId}.${kind}`;
}
