import type { Logger } from '@courtage/runtime/logger';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import type { Mailer } from '../mail/create-mailer.ts';
import type { ConsentLinks } from '../templates/consent-footer.ts';
import { createS3Attachments } from './email-attachments.ts';
import { EMAIL_QUEUE, type EmailJob } from './email-job.ts';
import { createSendEmail, type SendEmailResult } from './send-email.ts';
import type { SmtpAcceptances } from './smtp-acceptances.ts';

/**
 * Starts consuming the `emails` queue in this process. Locks are short (10 s, renewed
 * every 5 s) and checked every 5 s, so the jobs of a killed process are taken over
 * within about 20 s; a job may be recovered that way 3 times before it is failed.
 * `close()` on the returned worker waits for the jobs in progress.
 */
export function startEmailWorker(deps: {
  connection: Redis;
  db: Kysely<NotificationDatabase>;
  mailer: Mailer;
  acceptances: SmtpAcceptances;
  logger: Logger;
  consentLinks?: ConsentLinks;
}): Worker<EmailJob, SendEmailResult> {
  const logger = deps.logger.child({ component: 'email-worker' });
  const worker = new Worker<EmailJob, SendEmailResult>(
    EMAIL_QUEUE,
    createSendEmail({
      db: deps.db,
      mailer: deps.mailer,
      acceptances: deps.acceptances,
      logger,
      attachments: createS3Attachments(),
      ...(deps.consentLinks ? { consentLinks: deps.consentLinks } : {}),
    }),
    {
      connection: deps.connection,
      concurrency: 2,
      lockDuration: 10_000,
      stalledInterval: 5_000,
      maxStalledCount: 3,
    },
  );
  // Without an 'error' listener a Redis hiccup would be an unhandled 'error' event.
  worker.on('error', (error) => logger.error({ err: error }, 'email worker error'));
  worker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      logger.error({ err: error, jobId: job.id }, 'email given up after its last attempt');
    }
  });
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'email job stalled, retaken'));
  return worker;
}
