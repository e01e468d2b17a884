import type { Bus } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import type { Job, Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { taskDueNotice } from '../staff/notification-content.ts';
import { queueStaffEmail } from '../staff/queue-staff-email.ts';
import { resolveRecipients } from '../staff/recipients.ts';
import { storeNotice } from '../staff/store-notice.ts';
import type { EmailJob } from './email-job.ts';
import type { ReminderJob } from './reminders.ts';

export type ReminderDeps = {
  db: Kysely<NotificationDatabase>;
  bus: Pick<Bus, 'call'>;
  emails: Queue<EmailJob>;
  /** The back-office's origin, for the links in emails. */
  siteUrl: string;
  logger: Logger;
};

/**
 * Handler of the `staff-reminders` queue. The effects are keyed by the job's id and the time
 * it was (re)scheduled, so a job run twice (a crash after the effects) stores and emails once,
 * while a moved reminder is a new one.
 */
export function createRunReminder(deps: ReminderDeps) {
  return async function runReminder(job: Job<ReminderJob>): Promise<void> {
    const data = job.data;
    const key = `${job.id}.${job.timestamp}`;
    const logger = deps.logger.child({ jobId: job.id, correlationId: data.correlationId });
    const [broker] = await resolveRecipients(
      deps.bus,
      { to: 'staff', staffId: data.assigneeId },
      data.correlationId,
    );
    if (!broker) {
      logger.info('assignee no longer active: reminder dropped');
      return;
    }
    if (data.kind === 'callback-reminder') {
      await queueStaffEmail(deps.db, deps.emails, {
        jobId: `${key}.mail`,
        template: 'callback-reminder',
        to: broker.email,
        correlationId: data.correlationId,
        data: {
          offerId: data.offerId,
          brokerName: broker.name,
          dateSlot: data.dateSlot,
          timeSlot: data.timeSlot,
          url: `${deps.siteUrl}/admin/offer-details/${data.offerId}`,
        },
      });
      logger.info('call-back reminder queued');
      return;
    }
    const task = { taskId: data.taskId, title: data.title, dueAt: data.dueAt, assigneeId: data.assigneeId };
    await deps.db.transaction().execute(async (trx) => {
      await storeNotice(trx, taskDueNotice(task), [broker.id], {
        sourceKey: key,
        correlationId: data.correlationId,
      });
    });
    await queueStaffEmail(deps.db, deps.emails, {
      jobId: `${key}.mail`,
      template: 'task-reminder',
      to: broker.email,
      correlationId: data.correlationId,
      data: { ...task, brokerName: broker.name, url: `${deps.siteUrl}/admin/task` },
    });
    logger.info('task reminder stored and queued');
  };
}
