import type { JobsOptions, Queue } from 'bullmq';

/** The BullMQ queue of delayed reminders (a call-back 15 minutes ahead, a task when due). */
export const REMINDER_QUEUE = 'staff-reminders';

/** How long before a call-back slot its broker is reminded. */
export const CALLBACK_REMINDER_LEAD_MS = 15 * 60 * 1000;

export type ReminderJob =
  | {
      version: 1;
      kind: 'callback-reminder';
      offerId: string;
      assigneeId: string;
      dateSlot: string;
      timeSlot: string;
      correlationId: string;
    }
  | {
      version: 1;
      kind: 'task-due';
      taskId: string;
      title: string;
      dueAt: string;
      assigneeId: string;
      correlationId: string;
    };

/** One reminder per call-back and per task: the id is what moving or cancelling it finds. */
export const callbackReminderId = (offerId: string) => `callback.${offerId}`;
export const taskReminderId = (taskId: string) => `task.${taskId}`;

/**
 * Finished reminders leave Redis at once (their effects are in email_log and
 * staff_notifications); failed ones stay a week for inspection.
 */
export const REMINDER_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Removes a pending reminder. One already running is left to finish (BullMQ refuses to
 * remove a locked job): answers false then.
 */
export async function removeReminder(queue: Queue<ReminderJob>, jobId: string): Promise<boolean> {
  const job = await queue.getJob(jobId);
  if (!job) return true;
  const state = await job.getState();
  if (state === 'active') return false;
  await job.remove();
  return true;
}

/**
 * Puts the reminder `jobId` at `runAt` (now when it is past), replacing a pending one of the
 * same id: a re-assignment or a new due date moves it, a repeated event leaves one job.
 */
export async function scheduleReminder(
  queue: Queue<ReminderJob>,
  jobId: string,
  job: ReminderJob,
  runAt: Date,
  now: number = Date.now(),
): Promise<void> {
  await removeReminder(queue, jobId);
  await queue.add(job.kind, job, { jobId, delay: Math.max(0, runAt.getTime() - now) });
}
