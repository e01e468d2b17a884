import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { type EmailJob, renderEmailJob } from '../jobs/email-job.ts';
import { insertQueuedEmails } from '../repositories/email-log-repository.ts';
import type { StaffEmail } from '../templates/staff-emails.ts';

/** Records the email as queued and adds its job (same id: adding it again is a no-op). */
export async function queueStaffEmail(
  db: Kysely<NotificationDatabase> | Transaction<NotificationDatabase>,
  queue: Queue<EmailJob>,
  email: StaffEmail & { jobId: string; to: string; correlationId: string },
): Promise<void> {
  const { jobId, ...rest } = email;
  const job = { version: 1, ...rest } as EmailJob;
  await insertQueuedEmails(db, [
    {
      jobId,
      template: email.template,
      recipient: email.to,
      subject: renderEmailJob(job).subject,
      payload: job,
    },
  ]);
  await queue.add(email.template, job, { jobId });
}
