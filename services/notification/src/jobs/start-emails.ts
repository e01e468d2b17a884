import type { BrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import type { Logger } from '@courtage/runtime/logger';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { createMailer } from '../mail/create-mailer.ts';
import type { ConsentLinks } from '../templates/consent-footer.ts';
import { EMAIL_JOB_OPTIONS, EMAIL_QUEUE, type EmailJob } from './email-job.ts';
import { createEmailRequeuer } from './requeue-emails.ts';
import { ACCEPTANCE_COMMAND_TIMEOUT_MS, createSmtpAcceptances } from './smtp-acceptances.ts';
import { startEmailWorker } from './start-email-worker.ts';
import { traceEmailEnqueues } from './trace-emails.ts';

export type Emails = {
  /** Where event handlers add email jobs. */
  queue: Queue<EmailJob>;
  /** Waits for the emails being sent, then closes the queue, the mailer and Redis. */
  close(): Promise<void>;
};

/** How often the unsent emails are checked against the queue, besides Redis coming back. */
const REQUEUE_SWEEP_MS = 60_000;

/**
 * The `emails` queue and its worker, in this process, on Redis at `redisUrl`. Redis may lose
 * its jobs (it keeps nothing on disk here): the jobs of the emails still `queued` in email_log
 * are added again at start, each time the queue's Redis connection is ready (after a
 * reconnection too) and every minute.
 */
export function startEmails(deps: {
  redisUrl: string;
  /** The broker identity every email's legal footer prints. */
  identity: BrokerIdentitySource;
  db: Kysely<NotificationDatabase>;
  logger: Logger;
  /** The footer's consent-withdrawal link of the emails to visitors and customers. */
  consentLinks?: ConsentLinks;
}): Emails {
  const { logger } = deps;
  // The worker's connection blocks on Redis and must retry forever; the queue's fails
  // fast, so that during a Redis outage the event handler fails and the event is retried.
  const queueConnection = new Redis(deps.redisUrl);
  const workerConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  // The SMTP acceptances' connection gives up on a call after a bounded wait, so that a Redis
  // outage does not hold an email's transaction (and its row lock) open.
  const acceptancesConnection = new Redis(deps.redisUrl, { commandTimeout: ACCEPTANCE_COMMAND_TIMEOUT_MS });
  for (const connection of [queueConnection, workerConnection, acceptancesConnection]) {
    connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  }
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, {
    connection: queueConnection,
    defaultJobOptions: EMAIL_JOB_OPTIONS,
  });
  queue.on('error', (error) => logger.error({ err: error }, 'email queue error'));
  traceEmailEnqueues(queue);
  const mailer = createMailer({ identity: deps.identity, logger });
  const worker = startEmailWorker({
    connection: workerConnection,
    db: deps.db,
    mailer,
    acceptances: createSmtpAcceptances(acceptancesConnection),
    logger,
    ...(deps.consentLinks ? { consentLinks: deps.consentLinks } : {}),
  });

  const requeuer = createEmailRequeuer({ db: deps.db, queue, logger });
  // 'ready' comes on the first connection and after every reconnection.
  const onReady = () => void requeuer.run('redis ready');
  queueConnection.on('ready', onReady);
  if (queueConnection.status === 'ready') onReady();
  const sweep = setInterval(() => void requeuer.run('periodic sweep'), REQUEUE_SWEEP_MS);
  sweep.unref();

  return {
    queue,
    async close() {
      clearInterval(sweep);
      queueConnection.off('ready', onReady);
      await worker.close(); // lets the emails in progress finish
      await queue.close();
      mailer.close();
      await Promise.all([queueConnection.quit(), workerConnection.quit(), acceptancesConnection.quit()]);
    },
  };
}
