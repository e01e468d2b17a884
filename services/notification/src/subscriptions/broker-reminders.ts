import { taskCancelled, taskScheduled } from '@courtage/contracts/crm/tasks/task';
import { type OfferAssignedData, offerAssigned, offerCancelled } from '@courtage/contracts/offer/events';
import { type Bus, defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Logger } from '@courtage/runtime/logger';
import { parisInstant } from '@courtage/runtime/paris-time';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, emailJobId } from '../jobs/email-job.ts';
import {
  CALLBACK_REMINDER_LEAD_MS,
  callbackReminderId,
  type ReminderJob,
  removeReminder,
  scheduleReminder,
  taskReminderId,
} from '../jobs/reminders.ts';
import { callbackAssignedNotice } from '../staff/notification-content.ts';
import { queueStaffEmail } from '../staff/queue-staff-email.ts';
import { resolveRecipients } from '../staff/recipients.ts';
import { storeNotice } from '../staff/store-notice.ts';

type Deps = {
  db: Kysely<NotificationDatabase>;
  bus: Pick<Bus, 'call'>;
  emails: Queue<EmailJob>;
  reminders: Queue<ReminderJob>;
  siteUrl: string;
};

type EventContext = {
  trx: Transaction<NotificationDatabase> | Kysely<NotificationDatabase>;
  messageId: string;
  correlationId: string;
  logger: Logger;
};

/**
 * Reminders. A task (`crm.task.scheduled`): a job at its due time that notifies and emails its
 * assignee (jobs/run-reminder.ts); rescheduling moves it, `crm.task.cancelled` removes it.
 * The assigned broker's side of a call-back: on `offer.offer.assigned`, a notice and an email
 * to the assignee (unless she took it herself) and a reminder job 15 minutes before the slot
 * (Europe/Paris); a re-assignment moves that job to the new assignee, an un-assignment or
 * `offer.offer.cancelled` removes it. Job ids per offer, so a repeated event leaves one job.
 */
export function brokerRemindersSubscription(deps: Deps): Subscription {
  async function onAssigned(data: OfferAssignedData, ctx: EventContext): Promise<void> {
    const reminderId = callbackReminderId(data.offerId);
    if (!data.assigneeId) {
      await removeReminder(deps.reminders, reminderId);
      return;
    }
    const assignment = {
      offerId: data.offerId,
      assigneeId: data.assigneeId,
      dateSlot: data.dateSlot,
      timeSlot: data.timeSlot,
    };
    const slot = data.dateSlot && data.timeSlot ? parisInstant(data.dateSlot, data.timeSlot) : null;
    const [broker] = await resolveRecipients(
      deps.bus,
      { to: 'staff', staffId: data.assigneeId },
      ctx.correlationId,
    );
    if (broker && data.assignedBy !== data.assigneeId) {
      await storeNotice(ctx.trx, callbackAssignedNotice(assignment), [broker.id], {
        sourceKey: ctx.messageId,
        correlationId: ctx.correlationId,
      });
      if (slot) {
        await queueStaffEmail(ctx.trx, deps.emails, {
          jobId: emailJobId(ctx.messageId, 'assigned'),
          template: 'callback-assigned',
          to: broker.email,
          correlationId: ctx.correlationId,
          data: {
            offerId: data.offerId,
            brokerName: broker.name,
            dateSlot: data.dateSlot,
            timeSlot: data.timeSlot,
            url: `${deps.siteUrl}/admin/offer-details/${data.offerId}`,
          },
        });
      }
    }
    if (!broker || !slot || !data.dateSlot || !data.timeSlot || slot.getTime() <= Date.now()) {
      await removeReminder(deps.reminders, reminderId);
      return;
    }
    await scheduleReminder(
      deps.reminders,
      reminderId,
      {
        version: 1,
        kind: 'callback-reminder',
        offerId: data.offerId,
        assigneeId: data.assigneeId,
        dateSlot: data.dateSlot,
        timeSlot: data.timeSlot,
        correlationId: ctx.correlationId,
      },
      new Date(slot.getTime() - CALLBACK_REMINDER_LEAD_MS),
    );
    ctx.logger.info({ offerId: data.offerId, reminderId }, 'call-back reminder scheduled');
  }

  return defineSubscription({
    consumer: 'notification',
    purpose: 'broker-reminders',
    events: [offerAssigned, offerCancelled, taskScheduled, taskCancelled],
    inboxDb: deps.db,
    maxAttempts: 10,
    retryDelayMs: 2_000,
    async handle(event, { trx, logger }) {
      const ctx = {
        trx: (trx as Transaction<NotificationDatabase> | undefined) ?? deps.db,
        messageId: event.messageId,
        correlationId: event.correlationId,
        logger,
      };
      switch (event.type) {
        case offerAssigned.type:
          await onAssigned(event.data, ctx);
          break;
        case offerCancelled.type:
          await removeReminder(deps.reminders, callbackReminderId(event.data.offerId));
          break;
        case taskScheduled.type: {
          const task = event.data;
          await scheduleReminder(
            deps.reminders,
            taskReminderId(task.taskId),
            { version: 1, kind: 'task-due', ...task, correlationId: ctx.correlationId },
            new Date(task.dueAt),
          );
          logger.info({ taskId: task.taskId }, 'task reminder scheduled');
          break;
        }
        case taskCancelled.type:
          await removeReminder(deps.reminders, taskReminderId(event.data.taskId));
          break;
      }
    },
  });
}
