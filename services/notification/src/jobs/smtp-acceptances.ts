import type { Redis } from 'ioredis';

/**
 * How long the acceptance of an email is remembered: well beyond every way the same job can run
 * again. BullMQ's retries last about half a minute, a stalled job is retaken within about 20 s, a
 * failed job stays a week in the failed set (where 'Relancer' takes it back), and after that the
 * requeue sweep adds the job of a row still `queued` again: 30 days cover all of these.
 */
export const ACCEPTANCE_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A Redis call here never waits longer than this for a Redis that is down. */
export const ACCEPTANCE_COMMAND_TIMEOUT_MS = 2_000;

const KEY_PREFIX = 'notification:smtp-accepted:';

/** The Redis key that records the acceptance of the email of `jobId`. */
export function acceptanceKey(jobId: string): string {
  return `${KEY_PREFIX}${jobId}`;
}

/**
 * The record, kept outside PostgreSQL, that the SMTP server accepted the email of a job. It is
 * written right after the SMTP server's answer and before the transaction that marks the row
 * `sent` commits: if PostgreSQL goes away in between, the next run of the job finds it and marks
 * the row `sent` without sending the email again.
 */
export type SmtpAcceptances = {
  /** Records that the email of `jobId` was accepted at `acceptedAt`. */
  record(jobId: string, acceptedAt: Date): Promise<void>;
  /** When the email of `jobId` was accepted, or null when no acceptance is recorded. */
  acceptedAt(jobId: string): Promise<Date | null>;
};

/**
 * Acceptances in Redis, on `connection` (give it `commandTimeout`, so that a Redis outage makes a
 * call fail instead of holding the email's transaction open).
 */
export function createSmtpAcceptances(connection: Redis): SmtpAcceptances {
  return {
    async record(jobId, acceptedAt) {
      await connection.set(acceptanceKey(jobId), acceptedAt.toISOString(), 'EX', ACCEPTANCE_TTL_SECONDS);
    },
    async acceptedAt(jobId) {
      const value = await connection.get(acceptanceKey(jobId));
      if (value === null) return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw new Error(`unreadable SMTP acceptance of ${jobId}: ${value}`);
      return date;
    },
  };
}
