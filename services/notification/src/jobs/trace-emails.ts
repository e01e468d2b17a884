import { inSpan, tracingEnabled } from '@courtage/runtime/tracing';
import type { Queue } from 'bullmq';
import { EMAIL_QUEUE, type EmailJob } from './email-job.ts';

function withTraceparent(data: EmailJob, traceparent: string | undefined): EmailJob {
  return traceparent ? { ...data, traceparent } : data;
}

/**
 * While tracing is on, every job added to the `emails` queue is a span of the current
 * transaction (`enqueue emails`), and carries that span's `traceparent` in its data, so the
 * worker's transaction for the job is its child: one trace goes from the request that caused the
 * email to its SMTP send. Outside a transaction (the re-adding sweep) jobs go as they are.
 * Tracing off: the queue is left untouched.
 */
export function traceEmailEnqueues(queue: Queue<EmailJob>): void {
  if (!tracingEnabled()) return;
  const add = queue.add.bind(queue);
  const addBulk = queue.addBulk.bind(queue);
  const span = <T>(run: (traceparent: string | undefined) => Promise<T>) =>
    inSpan(`enqueue ${EMAIL_QUEUE}`, 'messaging', 'bullmq', 'send', run);
  queue.add = ((name, data, opts) =>
    span((traceparent) =>
      add(name, withTraceparent(data as EmailJob, traceparent), opts),
    )) as typeof queue.add;
  queue.addBulk = ((jobs) =>
    span((traceparent) =>
      addBulk(jobs.map((job) => ({ ...job, data: withTraceparent(job.data as EmailJob, traceparent) }))),
    )) as typeof queue.addBulk;
}
