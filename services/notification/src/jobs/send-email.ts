import type { Logger } from '@courtage/runtime/logger';
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
import { type EmailJob, renderEmailJob } from './email-job.ts';

export type SendEmailResult = { skipped: boolean };

/**
 * Handler of the `emails` queue. A job may run more than once (a worker killed after
 * sending but before BullMQ recorded the completion, a retry, a job Redis lost and the
 * service added again while the first run was still sending): the attempt is counted
 * (nothing done when the email is already `sent`), then one transaction locks the
 * email_log row, checks it is still not `sent`, sends and marks it `sent`, so a second run
 * waits for the first and then sends nothing. The Message-ID derives from the job id, so
 * even a crash between the SMTP server's acceptance and the commit gives a copy that mail
 * clients recognise as the same message.
 */
export function createSendEmail(deps: { db: Kysely<NotificationDatabase>; mailer: Mailer; logger: Logger }) {
  const { db, mailer } = deps;
  return async function sendEmail(job: Job<EmailJob>): Promise<SendEmailResult> {
    const jobId = job.id;
    if (jobId === undefined) throw new Error('email job without an id');
    const logger = deps.logger.child({ jobId, correlationId: job.data.correlationId });
    const email = renderEmailJob(job.data);

    const attempt = await recordSendAttempt(db, {
      jobId,
      template: job.data.template,
      recipient: job.data.to,
      subject: email.subject,
      payload: job.data,
    });
    const failure = attempt
      ? await db.transaction().execute(async (trx) => {
          if (!(await claimEmailForSending(trx, jobId))) return 'already-sent' as const;
          try {
            await mailer.send({
              to: job.data.to,
              ...email,
              messageId: `<${jobId}@${mailer.messageIdDomain}>`,
            });
          } catch (error) {
            const isFinal = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
            const reason = error instanceof Error ? error.message : String(error);
            await recordEmailFailure(trx, jobId, reason, isFinal);
            logger.warn({ err: error, attempt: job.attemptsMade + 1, isFinal }, 'email not sent');
            return { error };
          }
          await markEmailSent(trx, jobId);
          return null;
        })
      : ('already-sent' as const);
    if (failure === 'already-sent') {
      logger.info('email already sent, not sending it again');
      return { skipped: true };
    }
    if (failure) throw failure.error;
    logger.info({ template: job.data.template }, 'email sent');
    return { skipped: false };
  };
}
