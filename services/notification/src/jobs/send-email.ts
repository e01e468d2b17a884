import type { Logger } from '@courtage/runtime/logger';
import { inSpan, inTransaction } from '@courtage/runtime/tracing';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import type { Mailer } from '../mail/create-mailer.ts';
import {
  claimEmailForSending,
  markEmailSent,
  recordEmailFailure,
  recordSendAttempt,
} from '../repositories/email-log-repository.ts';
import { type ConsentLinks, withConsentFooter } from '../templates/consent-footer.ts';
import type { AttachmentsOf } from './email-attachments.ts';
import { type EmailJob, renderEmailJob } from './email-job.ts';
import type { SmtpAcceptances } from './smtp-acceptances.ts';

export type SendEmailResult = { skipped: boolean };

/**
 * Handler of the `emails` queue, through which every email of the platform leaves. A job may
 * run more than once (a worker killed after sending but before BullMQ recorded the completion,
 * a retry, a job Redis lost and the service added again while the first run was still
 * sending): the attempt is counted (nothing done when the email is already `sent`), then one
 * transaction locks the email_log row, checks it is still not `sent`, sends and marks it
 * `sent`, so a second run waits for the first and then sends nothing.
 *
 * PostgreSQL may go away after the SMTP server accepted the email and before that transaction
 * commits (a restart, a dropped connection): the row stays unsent. So the acceptance is also
 * recorded in Redis (`acceptances`) right after the SMTP server's answer, and a later run that
 * finds it marks the row `sent` without sending again. A Redis that cannot be read leaves the
 * email unsent (the job fails and is retried): sending without knowing could send it twice.
 * The Message-ID derives from the job id, so the copy that only losing PostgreSQL and Redis at
 * the same instant can give is still recognisable as the same message.
 */
export function createSendEmail(deps: {
  db: Kysely<NotificationDatabase>;
  mailer: Mailer;
  acceptances: SmtpAcceptances;
  logger: Logger;
  /** Files a job names (the signed subscription file in S3); none by default. */
  attachments?: AttachmentsOf;
  /** The footer's consent-withdrawal link (emails to visitors and customers); none when absent. */
  consentLinks?: ConsentLinks;
}) {
  const { db, mailer, acceptances } = deps;
  // Traced: a transaction per job run (`email <template>`), child of the span that queued it
  // (trace-emails.ts), its SQL statements and the SMTP send as its spans.
  return (job: Job<EmailJob>) =>
    inTransaction(
      `email ${job.data.template}`,
      'messaging',
      job.data.traceparent,
      () => sendEmail(job),
      (result) => (result.skipped ? 'skipped' : 'sent'),
    );

  async function sendEmail(job: Job<EmailJob>): Promise<SendEmailResult> {
    const jobId = job.id;
    if (jobId === undefined) throw new Error('email job without an id');
    const logger = deps.logger.child({ jobId, correlationId: job.data.correlationId });
    const email = withConsentFooter(renderEmailJob(job.data), job.data, deps.consentLinks);

    const attempt = await recordSendAttempt(db, {
      jobId,
      template: job.data.template,
      recipient: job.data.to,
      subject: email.subject,
      payload: job.data,
    });
    const outcome = attempt
      ? await db.transaction().execute(async (trx) => {
          if (!(await claimEmailForSending(trx, jobId))) return 'already-sent' as const;
          const acceptedBefore = await acceptances.acceptedAt(jobId);
          if (acceptedBefore) {
            await markEmailSent(trx, jobId, acceptedBefore);
            return 'accepted-before' as const;
          }
          try {
            const attachments = deps.attachments ? await deps.attachments(job.data) : [];
            await inSpan('smtp send', 'external', 'smtp', 'send', () =>
              mailer.send({
                to: job.data.to,
                ...email,
                messageId: `<${jobId}@${mailer.messageIdDomain}>`,
                ...(attachments.length > 0 ? { attachments } : {}),
              }),
            );
          } catch (error) {
            const isFinal = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
            const reason = error instanceof Error ? error.message : String(error);
            await recordEmailFailure(trx, jobId, reason, isFinal);
            logger.warn({ err: error, attempt: job.attemptsMade + 1, isFinal }, 'email not sent');
            return { error };
          }
          const acceptedAt = new Date();
          // Redis down at this instant: the commit below is then the only record (PostgreSQL
          // lost as well would send the email again, see the README).
          await acceptances
            .record(jobId, acceptedAt)
            .catch((error: unknown) =>
              logger.warn({ err: error }, 'SMTP acceptance not recorded in Redis, relying on the commit'),
            );
          await markEmailSent(trx, jobId, acceptedAt);
          return 'sent' as const;
        })
      : ('already-sent' as const);
    if (outcome === 'already-sent') {
      logger.info('email already sent, not sending it again');
      return { skipped: true };
    }
    if (outcome === 'accepted-before') {
      logger.info(
        'email accepted by the SMTP server on an earlier run, marked sent without sending it again',
      );
      return { skipped: true };
    }
    if (outcome !== 'sent') throw outcome.error;
    logger.info({ template: job.data.template }, 'email sent');
    return { skipped: false };
  }
}
