import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { REMINDER_JOB_OPTIONS, REMINDER_QUEUE, type ReminderJob } from './reminders.ts';
import { createRunReminder, type ReminderDeps } from './run-reminder.ts';

export type Reminders = {
  queue: Queue<ReminderJob>;
  /** Waits for the reminders in progress, then closes the queue and Redis. */
  close(): Promise<void>;
};

/** The `staff-reminders` queue and its worker in this process (same lock settings as emails). */
export function startReminders(deps: ReminderDeps & { redisUrl: string }): Reminders {
  const logger = deps.logger.child({ component: 'reminder-worker' });
  const queueConnection = new Redis(deps.redisUrl);
  const workerConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  for (const connection of [queueConnection, workerConnection]) {
    connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  }
  const queue = new Queue<ReminderJob>(REMINDER_QUEUE, {
    connection: queueConnection,
    defaultJobOptions: REMINDER_JOB_OPTIONS,
  });
  queue.on('error', (error) => logger.error({ err: error }, 'reminder queue error'));
  const worker = new Worker<ReminderJob>(REMINDER_QUEUE, createRunReminder({ ...deps, logger }), {
    connection: workerConnection,
    concurrency: 2,
    lockDuration: 10_000,
    stalledInterval: 5_000,
    maxStalledCount: 3,
  });
  worker.on('error', (error) => logger.error({ err: error }, 'reminder worker error'));
  worker.on('failed', (job, error) => logger.warn({ err: error, jobId: job?.id }, 'reminder failed'));
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
      await Promise.all([queueConnection.quit(), workerConnection.quit()]);
    },
  };
}
