import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';

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

export const retryFailedEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/ops/failed-emails/:jobId/retry',
  rpc: retryFailedEmail,
  access: 'admin',
  summary: 'Relancer un e-mail en échec (il part une seule fois)',
  tags: ['administration : exploitation'],
});
