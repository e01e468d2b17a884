import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';

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
