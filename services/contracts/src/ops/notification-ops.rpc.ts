import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';

/** BullMQ's states of the `emails` queue, as counted for the console and Prometheus. */
export const EMAIL_JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed', 'paused'] as const;

export const FailedEmail = Type.Object({
  jobId: Type.String(),
  template: Type.String(),
  to: Type.String(),
  failedReason: Type.String(),
  attemptsMade: Type.Integer({ minimum: 0 }),
  failedAt: Type.Union([Type.String(), Type.Null()]),
});
export type FailedEmailView = Static<typeof FailedEmail>;

/** The email jobs by state and the failed ones (newest first), for `/admin/ops`. */
export const listFailedEmails = defineRpc({
  service: 'notification',
  type: 'notification.list-failed-emails',
  version: 1,
  request: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200 }) }),
  response: Type.Object({
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    jobs: Type.Array(FailedEmail),
  }),
});

/** 'Relancer': a failed email job goes back to the queue (the email log keeps it from leaving twice). */
export const retryFailedEmail = defineRpc({
  service: 'notification',
  type: 'notification.retry-failed-email',
  version: 1,
  request: Type.Object(
    { jobId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._-]+$' }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ jobId: Type.String() }),
});
