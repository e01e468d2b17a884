import type { Logger } from '@courtage/runtime/logger';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import type { Mailer } from '../mail/create-mailer.ts';
import {
  findEmailByJobId,
  markEmailSent,
  recordEmailFailure,
  recordSendAttempt,
} from '../repositories/email-log-repository.ts';
import { type EmailJob, renderEmailJob } from './email-job.ts';

export type SendEmailResult = { skipped: boolean };

/**
 * Handler of the `emails` queue. A job may run more than once (a worker killed after
 * sending but before BullMQ recorded the completion, a retry): email_log says whether
 * this job's email already left, and then nothing is sent again. The Message-ID derives
 * from the job id, so even a crash inside the last millisecond between the SMTP server's
 * acceptance and the `sent` mark gives a copy that mail clients recognise as the same message.
 */
export function createSendEmail(deps: { db: Kysely<NotificationDatabase>; mailer: Mailer; logger: Logger }) {
  const { db, mailer } = deps;
  return async function sendEmail(job: Job<EmailJob>): Promise<SendEmailResult> {
    const jobId = job.id;
    if (jobId === undefined) throw new Error('email job without an id');
    const logger = deps.logger.child({ jobId, correlationId: job.data.correlationId });

    const logged = await findEmailByJobId(db, jobId);
    if (logged?.status === 'sent') {
      logger.info('email already sent, not sending it again');
      return { skipped: true };
    }

    const email = renderEmailJob(job.data);
    await recordSendAttempt(db, {
      jobId,
      template: job.data.template,
      recipient: job.data.to,
      subject: email.subject,
    });
    try {
      await mailer.send({ to: job.data.to, ...email, messageId: `<${jobId}@${mailer.messageIdDomain}>` });
    } catch (error) {
      const isFinal = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const reason = error instanceof Error ? error.message : String(error);
      await recordEmailFailure(db, jobId, reason, isFinal);
      logger.warn({ err: error, attempt: job.attemptsMade + 1, isFinal }, 'email not sent');
      throw error;
    }
    await markEmailSent(db, jobId);
    logger.info({ template: job.data.template }, 'email sent');
    return { skipped: false };
  };
}
