import type {
  AuthEmailRequestedData,
  AuthEmailTemplate,
} from '@courtage/contracts/auth/email-requested.event';
import type { JobsOptions } from 'bullmq';
import { renderAuthEmail } from '../templates/auth-emails.ts';
import { renderContactAcknowledgement } from '../templates/contact-acknowledgement.ts';
import { renderContactStaffNotice } from '../templates/contact-staff-notice.ts';
import {
  MESSAGE_REPLY_TEMPLATES,
  type MessageReplyEmail,
  renderMessageReplyEmail,
} from '../templates/message-replies.ts';
import { OFFER_EMAIL_TEMPLATES, type OfferEmail, renderOfferEmail } from '../templates/offer-emails.ts';
import { renderStaffEmail, STAFF_EMAIL_TEMPLATES, type StaffEmail } from '../templates/staff-emails.ts';
import type { ContactQueryData, RenderedEmail } from '../templates/types.ts';

/** The BullMQ queue every email goes through. */
export const EMAIL_QUEUE = 'emails';

/** Payload of one email job: which template, for whom, with what data. Version it if it changes. */
export type EmailJob =
  | {
      version: 1;
      template: 'contact-acknowledgement' | 'contact-staff-notice';
      to: string;
      data: ContactQueryData;
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
  | (MessageReplyEmail & {
      /** Staff answers to a contact message or a customer's question: templates/message-replies.ts. */
      version: 1;
      to: string;
      correlationId: string;
    });

export type EmailTemplateName = EmailJob['template'];

const CONTACT_RENDERERS = {
  'contact-acknowledgement': renderContactAcknowledgement,
  'contact-staff-notice': renderContactStaffNotice,
} as const;

/** Subject, text and HTML of the email a job sends. */
export function renderEmailJob(job: EmailJob): RenderedEmail {
  if ((OFFER_EMAIL_TEMPLATES as readonly string[]).includes(job.template))
    return renderOfferEmail(job as OfferEmail);
  if ((MESSAGE_REPLY_TEMPLATES as readonly string[]).includes(job.template))
    return renderMessageReplyEmail(job as MessageReplyEmail);
  if ((STAFF_EMAIL_TEMPLATES as readonly string[]).includes(job.template))
    return renderStaffEmail(job as StaffEmail);
  if (job.template === 'contact-acknowledgement' || job.template === 'contact-staff-notice') {
    return CONTACT_RENDERERS[job.template](job.data as ContactQueryData);
  }
  return renderAuthEmail(job.data as AuthEmailRequestedData);
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
  kind: 'ack' | 'staff' | 'auth' | 'offer' | 'assigned' | 'reply',
): string {
  return `${messageId}.${kind}`;
}
