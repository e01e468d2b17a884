import type { RuntimeTables } from '@courtage/runtime/runtime-tables';
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
  /** The job's payload, to rebuild it if Redis lost it (migrations/0003_email_log_payload.sql). */
  payload: ColumnType<unknown | null, string | null | undefined, string | null>;
};

/** Table `staff_notifications` (migrations/0002_staff_notifications.sql). */
export type StaffNotificationsTable = {
  id: Generated<string>;
  staff_id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  source_key: string;
  read_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
};

export type RetentionRunsTable = {
  id: Generated<string>;
  started_at: Date;
  finished_at: ColumnType<Date, Date | undefined, never>;
  outcome: 'ok' | 'failed';
  error: string | null;
  report: ColumnType<unknown, string, never>;
};
export type NotificationDatabase = RuntimeTables & {
  retention_runs: RetentionRunsTable;
  email_log: EmailLogTable;
  staff_notifications: StaffNotificationsTable;
};
