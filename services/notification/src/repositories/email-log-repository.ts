import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { EmailLogTable, NotificationDatabase } from '../database-schema.ts';
import type { EmailJob } from '../jobs/email-job.ts';

export type EmailLogRow = Selectable<EmailLogTable>;
export type QueuedEmail = {
  jobId: string;
  template: string;
  recipient: string;
  subject: string;
  /** The job itself, kept until the email is sent so that a job Redis lost can be added again. */
  payload: EmailJob;
};

type Executor = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

/** Records emails as queued, with their payload; a job id already recorded is left as it is. */
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
        payload: JSON.stringify(email.payload),
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

/**
 * Counts one more sending attempt (recording the email if the row is missing), committed at
 * once so that an attempt cut off by a crash counts too. Returns false, counting nothing,
 * when the email was already sent.
 */
export async function recordSendAttempt(db: Executor, email: QueuedEmail): Promise<boolean> {
  const recorded = await db
    .insertInto('email_log')
    .values({
      job_id: email.jobId,
      template: email.template,
      recipient: email.recipient,
      subject: email.subject,
      attempts: 1,
      payload: JSON.stringify(email.payload),
    })
    .onConflict((conflict) =>
      conflict
        .column('job_id')
        .doUpdateSet((eb) => ({ attempts: eb('email_log.attempts', '+', 1) }))
        .where('email_log.status', '!=', 'sent'),
    )
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/**
 * Locks the email's row until the end of `trx` and tells whether it may be sent (not `sent`
 * yet). A second run of the same job (Redis lost the job while it was being sent, and it was
 * added again) waits here for the first one's transaction, then sees `sent`.
 */
export async function claimEmailForSending(
  trx: Transaction<NotificationDatabase>,
  jobId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('email_log')
    .select('status')
    .where('job_id', '=', jobId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined && row.status !== 'sent';
}

/** The SMTP server accepted the email at `sentAt`: its payload is not needed any more. */
export async function markEmailSent(db: Executor, jobId: string, sentAt: Date): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ status: 'sent', sent_at: sentAt, error: null, payload: null })
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

/**
 * One page of emails not sent yet whose job can be rebuilt, oldest first, after `after`
 * (keyset on created_at, job_id).
 */
export async function listQueuedEmails(
  db: Executor,
  limit: number,
  after?: { createdAt: Date; jobId: string },
): Promise<{ jobId: string; createdAt: Date; payload: EmailJob }[]> {
  let query = db
    .selectFrom('email_log')
    .select(['job_id', 'created_at', 'payload'])
    .where('status', '=', 'queued')
    .where('payload', 'is not', null);
  if (after) {
    query = query.where(sql<boolean>`(created_at, job_id) > (${after.createdAt}, ${after.jobId})`);
  }
  const rows = await query.orderBy('created_at').orderBy('job_id').limit(limit).execute();
  return rows.map((row) => ({
    jobId: row.job_id,
    createdAt: row.created_at,
    payload: row.payload as EmailJob,
  }));
}
