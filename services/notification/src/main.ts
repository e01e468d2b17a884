import { env, loadConfig } from '@courtage/runtime/config';
import { createLogger } from '@courtage/runtime/logger';
import { runService } from '@courtage/runtime/service';
import { Type } from '@sinclair/typebox';
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { NotificationDatabase } from './database-schema.ts';
import { EMAIL_JOB_OPTIONS, EMAIL_QUEUE, type EmailJob } from './jobs/email-job.ts';
import { startEmailWorker } from './jobs/start-email-worker.ts';
import { createMailer } from './mail/create-mailer.ts';
import { contactQueryEmailsSubscription } from './subscriptions/contact-query-emails.ts';

// The notification service: turns events into emails through BullMQ (DESIGN.md §1, §5).
// Environment (docs/CONVENTIONS.md): DATABASE_URL, AMQP_URL, HEALTH_PORT, LOG_LEVEL, read by
// the runtime; REDIS_URL and STAFF_EMAIL here; SMTP_URL and MAIL_FROM by createMailer.
const config = loadConfig(Type.Object({ REDIS_URL: env.REDIS_URL, STAFF_EMAIL: env.STAFF_EMAIL }));
const logger = createLogger('notification');
const mailer = createMailer();

// The worker's connection blocks on Redis and must retry forever; the queue's fails fast
// so that a Redis outage makes the event handler fail and the event be retried.
const queueConnection = new Redis(config.REDIS_URL);
const workerConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
for (const connection of [queueConnection, workerConnection]) {
  connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
}
const queue = new Queue<EmailJob>(EMAIL_QUEUE, {
  connection: queueConnection,
  defaultJobOptions: EMAIL_JOB_OPTIONS,
});
queue.on('error', (error) => logger.error({ err: error }, 'email queue error'));
let worker: Worker | undefined;

await runService<NotificationDatabase>({
  name: 'notification',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3104,
  subscriptions: ({ db }) => [contactQueryEmailsSubscription({ db, queue, staffEmail: config.STAFF_EMAIL })],
  async onStart({ db, logger }) {
    worker = startEmailWorker({ connection: workerConnection, db, mailer, logger });
  },
  async onStop() {
    await worker?.close(); // waits for the emails being sent
    await queue.close();
    mailer.close();
    await Promise.all([queueConnection.quit(), workerConnection.quit()]);
  },
});
