import type { Kysely, Selectable, Transaction } from 'kysely';
import type { EmailLogTable, NotificationDatabase } from '../database-schema.ts';

export type EmailLogRow = Selectable<EmailLogTable>;
export type QueuedEmail = { jobId: string; template: string; recipient: string; subject: string };

type Executor = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

/** Records emails as queued; a job id already recorded is left as it is. */
export async function insertQueuedEmails(db: Executor, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insertInto('email_log')
    .values(
      emails.map((email) => ({
        job_id: email.jobId,
        template: email.template,
        recipient: email.recipient,
        subject: email.subject,
      })),
    )
    .onConflict((conflict) => conflict.column('job_id').doNothing())
    .execute();
}

/** The email of this job, or null when it was never recorded. */
export async function findEmailByJobId(db: Executor, jobId: string): Promise<EmailLogRow | null> {
  const row = await db.selectFrom('email_log').selectAll().where('job_id', '=', jobId).executeTakeFirst();
  return row ?? null;
}

/** Counts one more sending attempt (recording the email if the row is missing). */
export async function recordSendAttempt(db: Executor, email: QueuedEmail): Promise<void> {
  await db
    .insertInto('email_log')
    .values({
      job_id: email.jobId,
      template: email.template,
      recipient: email.recipient,
      subject: email.subject,
      attempts: 1,
    })
    .onConflict((conflict) =>
      conflict.column('job_id').doUpdateSet((eb) => ({ attempts: eb('email_log.attempts', '+', 1) })),
    )
    .execute();
}

/** The SMTP server accepted the email. */
export async function markEmailSent(db: Executor, jobId: string): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ status: 'sent', sent_at: new Date(), error: null })
    .where('job_id', '=', jobId)
    .execute();
}

/** Keeps the last error; `isFinal` when no attempt is left. */
export async function recordEmailFailure(
  db: Executor,
  jobId: string,
  error: string,
  isFinal: boolean,
): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ error, ...(isFinal ? { status: 'failed' as const } : {}) })
    .where('job_id', '=', jobId)
    .where('status', '!=', 'sent')
    .execute();
}
