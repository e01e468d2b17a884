import type { Logger } from '@courtage/runtime/logger';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import { listQueuedEmails } from '../repositories/email-log-repository.ts';
import type { EmailJob } from './email-job.ts';

const PAGE = 500;

/**
 * Adds again, under their own job id, the jobs of every email still `queued` in email_log.
 * BullMQ ignores an add whose job id exists (waiting, delayed, active, failed or kept
 * completed), so only the jobs Redis lost (a restart of a Redis that keeps nothing on disk,
 * keys wiped) are created again; the worker's claim on the row makes sure none is sent twice.
 * Returns how many rows were looked at.
 */
export async function requeueQueuedEmails(
  db: Kysely<NotificationDatabase>,
  queue: Queue<EmailJob>,
): Promise<number> {
  let seen = 0;
  let after: { createdAt: Date; jobId: string } | undefined;
  for (;;) {
    const page = await listQueuedEmails(db, PAGE, after);
    if (page.length === 0) return seen;
    await queue.addBulk(
      page.map((row) => ({ name: row.payload.template, data: row.payload, opts: { jobId: row.jobId } })),
    );
    seen += page.length;
    const last = page[page.length - 1];
    if (!last || page.length < PAGE) return seen;
    after = { createdAt: last.createdAt, jobId: last.jobId };
  }
}

/**
 * Runs requeueQueuedEmails one at a time: `run()` while one is in progress asks for one more
 * pass after it (the connection came back during the pass). Failures are logged: the next
 * trigger (Redis ready again, the periodic sweep) tries again.
 */
export function createEmailRequeuer(deps: {
  db: Kysely<NotificationDatabase>;
  queue: Queue<EmailJob>;
  logger: Logger;
}): { run(reason: string): Promise<void> } {
  let running: Promise<void> | undefined;
  let again: string | undefined;
  async function pass(reason: string): Promise<void> {
    try {
      const seen = await requeueQueuedEmails(deps.db, deps.queue);
      if (seen > 0) deps.logger.info({ reason, emails: seen }, 'unsent emails re-added to the queue');
    } catch (error) {
      deps.logger.warn({ err: error, reason }, 'unsent emails not re-added, will try again');
    }
  }
  return {
    run(reason) {
      if (running) {
        again = reason;
        return running;
      }
      running = (async () => {
        await pass(reason);
        while (again) {
          const next = again;
          again = undefined;
          await pass(next);
        }
        running = undefined;
      })();
      return running;
    },
  };
}
