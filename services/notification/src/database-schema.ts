import type { ColumnType, Generated } from 'kysely';

export type EmailStatus = 'queued' | 'sent' | 'failed';

/** Table `email_log` (migrations/0001_email_log.sql). */
export type EmailLogTable = {
  id: Generated<string>;
  job_id: string;
  template: string;
  recipient: string;
  subject: string;
  status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: ColumnType<Date, never, never>;
  sent_at: Date | null;
};

export type NotificationDatabase = {
  email_log: EmailLogTable;
};
